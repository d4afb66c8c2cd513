import { graphql } from 'gatsby'
import type { SiteHeadProps, SitePageProps } from '../../app/page-props'
import { TranslatedHead } from '../../app/translated-head'
import { Layout } from '../../components/layout'
import { FaqView } from '../../components/faq/faq-view'
import type { FaqFrontmatter } from '../../lib/content/model/faq'
import { localisedEntries, type ContentNode } from '../../lib/content/localised-entries'
import type { LocalesQueryData } from '../../i18n/head-translations'
import { faqPageJsonLd } from '../../lib/seo/structured-data'

type FaqData = LocalesQueryData & { faq: { nodes: ContentNode<FaqFrontmatter>[] } }

export default function FaqPage({ pageContext, data }: SitePageProps & { data: FaqData }) {
  return (
    <Layout pageContext={pageContext}>
      <FaqView entries={localisedEntries(data.faq.nodes, pageContext.i18n.language)} />
    </Layout>
  )
}

export const Head = (props: SiteHeadProps & { data: FaqData }) => {
  const language = props.pageContext.i18n.language
  const entries = localisedEntries(props.data.faq.nodes, language).map((entry) => ({
    question: entry.frontmatter.question,
    answer: entry.text,
  }))
  return <TranslatedHead {...props} ns="faq" jsonLd={faqPageJsonLd(entries, language)} />
}

export const query = graphql`
  query FaqPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "faq"] }, language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    faq: allMdx(filter: { fields: { kind: { eq: "faq" }, locale: { in: [$language, "pt-BR"] } } }) {
      nodes {
        fields {
          slug
          locale
          html
          text
          sourceDigest
        }
        frontmatter {
          id
          question
          category
          order
          translatedFrom
        }
      }
    }
  }
`
