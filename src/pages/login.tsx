import { graphql } from 'gatsby'
import type { SiteHeadProps, SitePageProps } from '../app/page-props'
import { TranslatedHead } from '../app/translated-head'
import { Layout } from '../components/layout'
import { LoginView } from '../features/auth/screens'

export default function LoginPage({ pageContext }: SitePageProps) {
  return (
    <Layout pageContext={pageContext}>
      <LoginView language={pageContext.i18n.language} />
    </Layout>
  )
}

export const Head = (props: SiteHeadProps) => <TranslatedHead {...props} ns="login" />

export const query = graphql`
  query LoginPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "login"] }, language: { eq: $language } }) {
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
