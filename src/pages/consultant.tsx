import { graphql } from 'gatsby'
import type { SiteHeadProps, SitePageProps } from '../app/page-props'
import { TranslatedHead } from '../app/translated-head'
import { Layout } from '../components/layout'
import { ConsultantView } from '../features/consultant/screens'

export default function ConsultantPage({ pageContext }: SitePageProps) {
  return (
    <Layout pageContext={pageContext}>
      <ConsultantView language={pageContext.i18n.language} />
    </Layout>
  )
}

export const Head = (props: SiteHeadProps) => <TranslatedHead {...props} ns="consultant" />

export const query = graphql`
  query ConsultantPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "consultant", "login"] }, language: { eq: $language } }
    ) {
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
