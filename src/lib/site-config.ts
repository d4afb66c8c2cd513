import rawSiteConfig from '../../content/site.json'

/**
 * Facts about the firm that editors change without touching code (content/site.json): contact
 * details, address, licence and registration numbers. Validated once, so a typo in the file fails
 * the build with the file and field named instead of rendering an empty footer.
 */
export interface SiteConfig {
  brandName: string
  phone: string
  email: string
  address: { street: string; city: string; postalCode: string }
  social: { network: string; url: string }
  developer: { name: string; url: string }
  /** The trading provider whose pooled-account (PAMM) API the site is integrated with. */
  provider: string
  brokerLicence: string
  companyRegistration: string
  /** The island jurisdiction of incorporation, named in the footer. */
  jurisdiction: string
  /** The independent service that publishes the pooled account's results (home #profit, #myfx). */
  verification: { service: string; url: string }
  /** Where "open an account with the provider" leads (the /signup/ journey). */
  registrationUrl: string
}

const requiredText: string[] = [
  'brandName',
  'phone',
  'email',
  'address.street',
  'address.city',
  'address.postalCode',
  'social.network',
  'social.url',
  'developer.name',
  'developer.url',
  'provider',
  'brokerLicence',
  'companyRegistration',
  'jurisdiction',
  'verification.service',
  'verification.url',
  'registrationUrl',
]

const urlFields = ['social.url', 'developer.url', 'verification.url', 'registrationUrl']

export function validateSiteConfig(value: unknown, file = 'content/site.json'): SiteConfig {
  const problems: string[] = []
  for (const field of requiredText) {
    const fieldValue = field
      .split('.')
      .reduce<unknown>(
        (node, key) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
        value,
      )
    if (typeof fieldValue !== 'string' || fieldValue.trim() === '') {
      problems.push(`"${field}" must be a non-empty text`)
    } else if (urlFields.includes(field) && !/^https:\/\/\S+$/.test(fieldValue)) {
      problems.push(`"${field}" must be a full https:// address, got "${fieldValue}"`)
    }
  }
  const email = (value as Partial<SiteConfig> | null)?.email
  if (typeof email === 'string' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    problems.push(`"email" must be an e-mail address, got "${email}"`)
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`)
  return value as SiteConfig
}

export const siteConfig: SiteConfig = validateSiteConfig(rawSiteConfig)

/** `tel:` wants digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * A phone number as shown: its spaces and hyphens are the non-breaking kinds (U+00A0, U+2011), so a
 * narrow column never wraps it across lines, where a reader could take its end for another number.
 */
export function unbreakablePhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')
}
