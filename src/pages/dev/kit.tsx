import { graphql } from 'gatsby'
import { headOnNavigation } from '../../app/head-on-navigation'
import type { SiteHeadProps, SitePageProps } from '../../app/page-props'
import { removeServedHead } from '../../app/served-head'
import { KitCatalogue } from '../../components/ui/catalogue/kit-catalogue'

/**
 * The interface kit in every state, for the team. Built only by `npm run develop` and by the
 * browser-test build (GATSBY_KIT_CATALOGUE=1); gatsby-node drops it from production builds.
 */
export default function KitPage(_props: SitePageProps) {
  return <KitCatalogue />
}

const KitHead = ({ pageContext }: SiteHeadProps) => (
  <>
    <html lang={pageContext.i18n.language} />
    <title>Interface kit</title>
    <meta name="robots" content="noindex" />
  </>
)

// As every page's head: the server's is kept while it is the page's (head-on-navigation.tsx).
export const Head =
  process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html'
    ? KitHead
    : headOnNavigation(() => Promise.resolve({ default: KitHead, removeServedHead }))

export const query = graphql`
  query KitPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
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
