import { graphql } from 'gatsby'
import type { SiteHeadProps, SitePageProps } from '../app/page-props'
import { TranslatedHead } from '../app/translated-head'
import { Layout } from '../components/layout'
import { SignupView } from '../components/signup/signup-view'

export default function SignupPage({ pageContext }: SitePageProps) {
  return (
    <Layout pageContext={pageContext}>
      <SignupView />
    </Layout>
  )
}

export const Head = (props: SiteHeadProps) => <TranslatedHead {...props} ns="signup" />

export const query = graphql`
  query SignupPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "signup"] }, language: { eq: $language } }) {
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
