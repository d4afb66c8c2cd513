import { siteUrl } from '../lib/site-url'
import { siteConfig } from '../lib/site-config'
import type { SitePageContext } from '../lib/page-context'
import { absoluteUrl, alternateLinks, localePath } from '../i18n/paths'
import { ogLocales } from '../i18n/languages'
import { routeAt } from '../i18n/routes'
import { serialiseJsonLd } from '../lib/seo/structured-data'
import { socialImage } from '../lib/seo/social-image'

export interface PageHeadProps {
  pageContext: SitePageContext
  title: string
  description: string
  /** schema.org data for search engines (FAQPage, Organization). */
  jsonLd?: unknown
}

/**
 * `<head>` of every page: language, translated title and description, canonical and hreflang. A
 * page its route keeps out of the sitemap (src/i18n/routes.ts) says `noindex` and has no
 * alternates instead.
 */
export function PageHead({ pageContext, title, description, jsonLd }: PageHeadProps) {
  const { language, originalPath } = pageContext.i18n
  const route = routeAt(originalPath)
  const indexable = route?.sitemap ?? true
  const url = absoluteUrl(siteUrl, localePath(language, originalPath))
  const fullTitle = `${title} | ${siteConfig.brandName}`
  const imageUrl = absoluteUrl(siteUrl, socialImage.path)
  return (
    <>
      <html lang={language} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="color-scheme" content="dark light" />
      {/* No og:locale:alternate: it tells a scraper that this same address serves those locales
          when asked with ?fb_locale=, which ours do not (each language has its own address, which
          the hreflang links name); and it cost 49–64 B of the FAQ's first response
          (docs/performance.md#the-faqs-largest-paint). */}
      {Object.entries({
        type: 'website',
        site_name: siteConfig.brandName,
        title: fullTitle,
        description,
        url,
        image: imageUrl,
        'image:width': String(socialImage.width),
        'image:height': String(socialImage.height),
        'image:alt': siteConfig.brandName,
        locale: ogLocales[language],
      }).map(([property, content]) => (
        <meta key={property} property={`og:${property}`} content={content} />
      ))}
      {/* X reads title, description and image from Open Graph's tags when its own are absent
          (developer.x.com/cards/markup): only the card's kind, which Open Graph has no word for. */}
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serialiseJsonLd(jsonLd) }}
        />
      ) : null}
      {indexable ? (
        <>
          <link rel="canonical" href={url} />
          {alternateLinks(siteUrl, originalPath, route?.locales).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  )
}
