import { checkFields } from './check-fields'
import { jsonContentError } from './json-content-error'
import { siteDetails, type SiteConfig } from './model/site-details'

/**
 * content/site.json against its declaration (model/site-details.ts): a typo fails the build with
 * the file and field named instead of rendering an empty footer. Run by the build
 * (gatsby/node/on-pre-bootstrap.ts), never in the browser, whose bundle only reads the file.
 */
export function validateSiteConfig(value: unknown, file: string = siteDetails.file): SiteConfig {
  const problems = checkFields(siteDetails.fields, value)
  if (problems.length > 0) throw jsonContentError(file, problems)
  return value as SiteConfig
}
