import type { SiteConfig } from '../site-config'

/** schema.org Organization for the home pages. */
export function organizationJsonLd(site: SiteConfig, url: string, logoUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    url,
    logo: logoUrl,
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      postalCode: site.address.postalCode,
      addressCountry: 'BR',
    },
    sameAs: [site.social.url],
  }
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
export function serialiseJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
