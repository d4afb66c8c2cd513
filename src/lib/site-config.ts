import rawSiteConfig from '../../content/site.json'
import type { SiteConfig } from './content/model/site-details'

export type { SiteConfig } from './content/model/site-details'

/**
 * Facts about the firm that editors change without touching code (content/site.json, declared in
 * src/lib/content/model/site-details.ts). The build checks the file before anything else
 * (content/check-site-details.ts), so pages read it as it is and carry no validator.
 */
export const siteConfig = rawSiteConfig as SiteConfig

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
