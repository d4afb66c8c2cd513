import { graphql } from 'gatsby'
import type { SiteHeadProps, SitePageProps } from '../../app/page-props'
import { TranslatedHead } from '../../app/translated-head'
import { Layout } from '../../components/layout'
import { FaqView } from '../../components/faq/faq-view'
import type { FaqFrontmatter } from '../../lib/content/model/faq'
import { localisedEntries, type ContentNode } from '../../lib/content/localised-entries'
import type { LocalesQueryData } from '../../i18n/head-translations'

type FaqData = LocalesQueryData & { faq: { nodes: ContentNode<FaqFrontmatter>[] } }

export default function FaqPage({ pageContext, data }: SitePageProps & { data: FaqData }) {
  return (
    <Layout pageContext={pageContext}>
      <FaqView entries={localisedEntries(data.faq.nodes, pageContext.i18n.language)} />
    </Layout>
  )
}

// No FAQPage structured data: Google stopped showing FAQ rich results in 2026, and its copy of
// every answer was the byte that pushed this page's HTML past the first round trip of a slow
// connection (docs/performance.md#the-faqs-largest-paint).
export const Head = (props: SiteHeadProps & { data: FaqData }) => (
  <TranslatedHead {...props} ns="faq" />
)

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
          headingBreaks
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
