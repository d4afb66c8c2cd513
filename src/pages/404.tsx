import { graphql } from 'gatsby'
import type { SiteHeadProps, SitePageProps } from '../app/page-props'
import { TranslatedHead } from '../app/translated-head'
import { Layout } from '../components/layout'
import { NotFoundView } from '../components/not-found/not-found-view'

export default function NotFoundPage({ pageContext }: SitePageProps) {
  return (
    <Layout pageContext={pageContext}>
      <NotFoundView language={pageContext.i18n.language} />
    </Layout>
  )
}

export const Head = (props: SiteHeadProps) => <TranslatedHead {...props} ns="not-found" />

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "not-found"] }, language: { eq: $language } }
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
