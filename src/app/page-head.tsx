import { siteUrl } from './site-url'
import { siteConfig } from './site-config'
import type { SitePageContext } from './page-context'
import { absoluteUrl, alternateLinks, localePath } from '../i18n/paths'
import { ogLocales } from '../i18n/languages'

export interface PageHeadProps {
  pageContext: SitePageContext
  title: string
  description: string
  /** Error pages are kept out of search results and have no alternates. */
  indexable?: boolean
}

/** `<head>` of every page: language, translated title and description, canonical and hreflang. */
export function PageHead({ pageContext, title, description, indexable = true }: PageHeadProps) {
  const { language, originalPath } = pageContext.i18n
  return (
    <>
      <html lang={language} />
      <title>{`${title} | ${siteConfig.brandName}`}</title>
      <meta name="description" content={description} />
      <meta name="color-scheme" content="dark light" />
      <meta property="og:locale" content={ogLocales[language]} />
      {indexable ? (
        <>
          <link rel="canonical" href={absoluteUrl(siteUrl, localePath(language, originalPath))} />
          {alternateLinks(siteUrl, originalPath).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  )
}
