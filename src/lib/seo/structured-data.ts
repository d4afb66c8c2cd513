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

export interface FaqJsonLdEntry {
  question: string
  /** Plain text: keeps the page light (the answers' HTML is already in the page once). */
  answer: string
}

/** schema.org FAQPage for the FAQ pages. */
export function faqPageJsonLd(entries: readonly FaqJsonLdEntry[], language: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
export function serialiseJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
