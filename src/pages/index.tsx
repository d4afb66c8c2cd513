import { graphql } from 'gatsby'
import type { SiteHeadProps, SitePageProps } from '../app/page-props'
import { TranslatedHead } from '../app/translated-head'
import { Layout } from '../components/layout'
import { HomeView } from '../components/home/home-view'

export default function HomePage({ pageContext }: SitePageProps) {
  return (
    <Layout pageContext={pageContext}>
      <HomeView language={pageContext.i18n.language} />
    </Layout>
  )
}

export const Head = (props: SiteHeadProps) => <TranslatedHead {...props} ns="home" />

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "home"] }, language: { eq: $language } }) {
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
