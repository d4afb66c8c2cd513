/**
 * The content model: every kind of content editors write, declared once, with no Gatsby, Decap or
 * React import, so the site, the build, the content check and the editor all read the same
 * declarations (docs/architecture.md, "The content model").
 */
import { faqContent } from './faq'
import { homeContent } from './home'

export * from './announcement-banner'
export * from './content-kinds'
export * from './faq'
export * from './fields'
export * from './home'
export * from './site-details'
export * from './translation-stamp'
export * from './value-rules'

/** The MDX kinds by name (`fields.kind`): each a folder of content/ with one folder per locale. */
export const mdxContentKinds = { faq: faqContent, home: homeContent } as const
export type ContentKind = keyof typeof mdxContentKinds
