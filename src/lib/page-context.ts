import type { Language } from '../i18n/languages'
import type { Announcement } from './content/announcement'

/** What gatsby-plugin-react-i18next puts in every page context. */
export interface I18nPageContext {
  language: Language
  languages: Language[]
  defaultLanguage: Language
  routed: boolean
  /** The page path without locale prefix, e.g. `/qatrading/faq/`. */
  originalPath: string
  path: string
}

/** Strings of the language-switch suggestion, in the language they suggest. */
export interface SuggestionStrings {
  switch: string
  dismiss: string
}

/** The banner of the page's language; `isOutdated`: translated from an older pt-BR banner. */
export type FrameAnnouncement = Announcement & { isOutdated: boolean }

/** What every page of the site gets from gatsby-node (gatsby/localise-page.ts) on top of i18n. */
export interface SitePageContext {
  language: Language
  i18n: I18nPageContext
  frame: {
    announcement: FrameAnnouncement | null
    suggestions: Partial<Record<Language, SuggestionStrings>>
  }
  /**
   * Where the page's heading strings may break between phrases, by string (UTF-16 offsets), on
   * pages of a language written without spaces (Japanese); absent elsewhere.
   */
  headingBreaks?: Record<string, number[]>
}
