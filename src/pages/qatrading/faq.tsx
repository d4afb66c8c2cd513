import { graphql } from 'gatsby'
import type { SiteHeadProps, SitePageProps } from '../../app/page-props'
import { TranslatedHead } from '../../app/translated-head'
import { Layout } from '../../components/layout'
import { FaqView } from '../../components/faq/faq-view'

export default function FaqPage({ pageContext }: SitePageProps) {
  return (
    <Layout pageContext={pageContext}>
      <FaqView />
    </Layout>
  )
}

export const Head = (props: SiteHeadProps) => <TranslatedHead {...props} ns="faq" />

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
  }
`
