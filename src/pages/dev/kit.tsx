import { graphql } from 'gatsby'
import type { SiteHeadProps, SitePageProps } from '../../app/page-props'
import { KitCatalogue } from '../../components/ui/catalogue/kit-catalogue'

/**
 * The interface kit in every state, for the team. Built only by `npm run develop` and by the
 * browser-test build (GATSBY_KIT_CATALOGUE=1); gatsby-node drops it from production builds.
 */
export default function KitPage(_props: SitePageProps) {
  return <KitCatalogue />
}

export const Head = ({ pageContext }: SiteHeadProps) => (
  <>
    <html lang={pageContext.i18n.language} />
    <title>Interface kit</title>
    <meta name="robots" content="noindex" />
  </>
)

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
