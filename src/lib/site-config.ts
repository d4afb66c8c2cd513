import rawSiteConfig from '../../content/site.json'
import { checkFields } from './content/check-fields'
import { jsonContentError } from './content/json-content-error'
import { siteDetails, type SiteConfig } from './content/model/site-details'

export type { SiteConfig } from './content/model/site-details'

/**
 * Facts about the firm that editors change without touching code (content/site.json, declared in
 * src/lib/content/model/site-details.ts). Validated once, so a typo in the file fails the build
 * with the file and field named instead of rendering an empty footer.
 */
export function validateSiteConfig(value: unknown, file: string = siteDetails.file): SiteConfig {
  const problems = checkFields(siteDetails.fields, value)
  if (problems.length > 0) throw jsonContentError(file, problems)
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
