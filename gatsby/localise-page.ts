import { readFileSync } from 'node:fs'
import path from 'node:path'
import { defaultLanguage, isLanguage, languages, type Language } from '../src/i18n/languages'
import { parseAnnouncement } from '../src/lib/content/announcement'
import { freshnessOf } from '../src/lib/content/freshness'
import { announcementFile, translationStampField } from '../src/lib/content/model'
import { announcementSourceText } from '../src/lib/content/translation-source'
import type { FrameAnnouncement, SitePageContext, SuggestionStrings } from '../src/lib/page-context'
import { headingKeys } from '../src/i18n/heading-keys'
import { routeAt } from '../src/i18n/routes'
import { sourceDigestSync } from './content/source-digest'
import { phraseBreaks } from './phrase-breaks'

/** Build-time only (gatsby-node): reads the per-locale frame content every page needs. */
export interface FrameContent {
  announcements: Record<Language, FrameAnnouncement | null>
  suggestions: Record<Language, SuggestionStrings>
  /** The phrase breaks of the language's heading strings (src/i18n/heading-keys.ts), if any. */
  headingBreaks: Record<Language, Record<string, number[]>>
}

export function readFrameContent(root: string): FrameContent {
  const announcements = {} as FrameContent['announcements']
  const suggestions = {} as FrameContent['suggestions']
  const headingBreaks = {} as FrameContent['headingBreaks']
  const source = readJson(root, announcementFile(defaultLanguage)) as Record<string, unknown>
  const sourceDigest = sourceDigestSync(announcementSourceText(source))
  for (const language of languages) {
    const file = announcementFile(language)
    const data = readJson(root, file)
    const announcement = parseAnnouncement(data, file)
    // A translation of an older pt-BR banner says so (src/lib/content/freshness.ts).
    const stamp = (data as Record<string, unknown>)[translationStampField]
    announcements[language] = announcement && {
      ...announcement,
      isOutdated: language !== defaultLanguage && freshnessOf(stamp, sourceDigest) === 'outdated',
    }
    suggestions[language] = readJson(
      root,
      path.join('locales', language, 'suggestion.json'),
    ) as SuggestionStrings
    headingBreaks[language] = readHeadingBreaks(root, language)
  }
  return { announcements, suggestions, headingBreaks }
}

/** Each heading string of `language` that has a break, with its breaks. */
function readHeadingBreaks(root: string, language: Language): Record<string, number[]> {
  const found: Record<string, number[]> = {}
  for (const [namespace, keys] of Object.entries(headingKeys)) {
    const strings = readJson(root, path.join('locales', language, `${namespace}.json`))
    for (const text of keys.flatMap((key) => stringsAt(strings, key))) {
      const breaks = phraseBreaks(language, text)
      if (breaks.length > 0) found[text] = breaks
    }
  }
  return found
}

/** The string at a dotted key, or every string in the group it names. */
export function stringsAt(strings: unknown, key: string): string[] {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), strings)
  if (typeof value === 'string') return [value]
  return isRecord(value) ? Object.keys(value).flatMap((part) => stringsAt(value, part)) : []
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function readJson(root: string, file: string): unknown {
  const text = readFileSync(path.join(root, file), 'utf8')
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`)
  }
}

interface PageLike {
  path: string
  matchPath?: string
  context?: Record<string, unknown>
}

/**
 * gatsby-plugin-react-i18next 3 prefixes per-locale 404 matchPaths twice (`/en/en/*`), so unknown
 * paths under a locale would get the pt-BR 404. Returns the corrected matchPath.
 */
export function fixLocale404MatchPath(matchPath: string | undefined): string | undefined {
  const doubled = matchPath?.match(/^\/([^/]+)\/\1\/\*$/)
  return doubled && isLanguage(doubled[1]) ? `/${doubled[1]}/*` : matchPath
}

/**
 * gatsby-plugin-react-i18next gives the locales' copies of Gatsby's `404.html` the original path
 * `/404.html` (pt-BR's gets `/404/`), so their og:url differed in form between locales. Every 404
 * page says `/404/`: the site's one form of page path (trailing slash), and the path of the pages
 * that answer unknown paths (`<locale>/404/index.html`, hosting-policy/not-found.ts).
 */
export function fixLocale404OriginalPath(originalPath: string): string {
  return originalPath === '/404.html' ? '/404/' : originalPath
}

/**
 * Whether the i18n plugin made this copy of a page in a locale its route does not list
 * (src/i18n/routes.ts): the plugin copies every page into every locale. Pages no route names
 * (Gatsby's own, and the `404.html` copies) are in every locale.
 */
export function isOutsideItsLocales(page: PageLike, routeOf = routeAt): boolean {
  const i18n = (page.context as Partial<SitePageContext> | undefined)?.i18n
  if (!i18n) return false
  const route = routeOf(i18n.originalPath)
  return route !== undefined && !route.locales.includes(i18n.language)
}

/**
 * The page with its frame content in context, or null when it is already complete (or not a page
 * the i18n plugin has localised yet).
 */
export function localisePage<P extends PageLike>(page: P, content: FrameContent): P | null {
  const context = page.context as Partial<SitePageContext> | undefined
  if (!context?.i18n || context.frame) return null
  const language = context.i18n.language
  const frame: SitePageContext['frame'] = {
    announcement: content.announcements[language],
    // The suggestion is written in the language it suggests, never in the page's own.
    suggestions: Object.fromEntries(
      languages
        .filter((other) => other !== language)
        .map((other) => [other, content.suggestions[other]]),
    ),
  }
  const headingBreaks = content.headingBreaks[language]
  return {
    ...page,
    matchPath: fixLocale404MatchPath(page.matchPath),
    context: {
      ...context,
      i18n: { ...context.i18n, originalPath: fixLocale404OriginalPath(context.i18n.originalPath) },
      frame,
      // Only where there are any (Japanese pages): other pages' data stays as it was.
      ...(Object.keys(headingBreaks).length > 0 ? { headingBreaks } : {}),
    },
  }
}
