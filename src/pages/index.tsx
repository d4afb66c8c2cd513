import { graphql } from 'gatsby'
import type { SiteHeadProps, SitePageProps } from '../app/page-props'
import { TranslatedHead } from '../app/translated-head'
import { Layout } from '../components/layout'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { HomeView, type HomeEntries } from '../components/home/home-view'
import { illustrationFiles, type HomeIllustrations } from '../components/home/section-illustration'
import { homeSections } from '../components/header/nav-items'
import { localisedEntries, type ContentNode } from '../lib/content/localised-entries'
import type { HomeFrontmatter } from '../lib/content/model/home'
import type { LocalesQueryData } from '../i18n/head-translations'
import { organizationJsonLd } from '../lib/seo/structured-data'
import { siteConfig } from '../lib/site-config'
import { siteUrl } from '../lib/site-url'
import { absoluteUrl, localePath } from '../i18n/paths'

type HomeData = LocalesQueryData & {
  home: { nodes: ContentNode<HomeFrontmatter>[] }
  illustrations: {
    nodes: { name: string; childImageSharp: { gatsbyImageData: IGatsbyImageData } | null }[]
  }
}

export default function HomePage({ pageContext, data }: SitePageProps & { data: HomeData }) {
  const language = pageContext.i18n.language
  const sections: HomeEntries = Object.fromEntries(
    localisedEntries(data.home.nodes, language).map((entry) => [entry.slug, entry]),
  )
  const illustrations: HomeIllustrations = Object.fromEntries(
    homeSections.flatMap((section) => {
      const file = data.illustrations.nodes.find(({ name }) => name === illustrationFiles[section])
      const image = file?.childImageSharp?.gatsbyImageData
      return image ? [[section, image]] : []
    }),
  )
  return (
    <Layout pageContext={pageContext}>
      <HomeView language={language} sections={sections} illustrations={illustrations} />
    </Layout>
  )
}

export const Head = (props: SiteHeadProps) => (
  <TranslatedHead
    {...props}
    ns="home"
    jsonLd={organizationJsonLd(
      siteConfig,
      absoluteUrl(siteUrl, localePath(props.pageContext.i18n.language, '/')),
      absoluteUrl(siteUrl, '/favicon.svg'),
    )}
  />
)

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
    home: allMdx(
      filter: { fields: { kind: { eq: "home" }, locale: { in: [$language, "pt-BR"] } } }
    ) {
      nodes {
        fields {
          slug
          locale
          html
          sourceDigest
          headingBreaks
        }
        frontmatter {
          section
          title
          translatedFrom
        }
      }
    }
    illustrations: allFile(
      filter: { sourceInstanceName: { eq: "content" }, relativeDirectory: { eq: "images" } }
    ) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(width: 480, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`
