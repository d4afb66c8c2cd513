import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import matter from 'gray-matter'

import { sourceDigestSync } from '../../gatsby/content/source-digest'
import { defaultLanguage, type Language } from '../../src/i18n/languages'
import { freshnessOf, type Freshness } from '../../src/lib/content/freshness'
import {
  announcementFile,
  mdxContentKinds,
  translationStampField,
} from '../../src/lib/content/model'
import { announcementSourceText, mdxSourceText } from '../../src/lib/content/translation-source'

/** One translated file against today's pt-BR text it was made from. */
export interface Translation {
  /** `content/faq/ja/fees.mdx`, relative to the project. */
  file: string
  language: Language
  /** `content/faq/pt-BR/fees.mdx`. */
  sourceFile: string
  /** What the file records (`translatedFrom`), if anything. */
  stamp: unknown
  /** Today's digest of the pt-BR text, or null when there is no pt-BR file (nothing to compare). */
  currentDigest: string | null
}

type Read = (relative: string) => Record<string, unknown> | null

/** The frontmatter with the body, of an MDX file; null when missing or unreadable (lint reports it). */
function readMdx(root: string): Read {
  return (relative) => {
    const file = path.join(root, relative)
    if (!existsSync(file)) return null
    try {
      const { data, content } = matter(readFileSync(file, 'utf8'))
      return { ...data, body: content }
    } catch {
      return null
    }
  }
}

function readJson(root: string): Read {
  return (relative) => {
    const file = path.join(root, relative)
    if (!existsSync(file)) return null
    try {
      const value: unknown = JSON.parse(readFileSync(file, 'utf8'))
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
    } catch {
      return null
    }
  }
}

const mdxFilesIn = (root: string, folder: string) =>
  existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder))
        .filter((name) => name.endsWith('.mdx'))
        .sort()
    : []

/**
 * Every translation of the FAQ, the home sections and the banner, each with its stamp and
 * today's pt-BR digest. A pt-BR file without translations has none here (the coverage table
 * lists what is missing); a translation without a pt-BR file has no digest to compare.
 */
export function readTranslations(root: string, languages: readonly Language[]): Translation[] {
  const mdx = readMdx(root)
  const json = readJson(root)
  const translated = languages.filter((language) => language !== defaultLanguage)
  const translations: Translation[] = []
  for (const kind of Object.values(mdxContentKinds)) {
    const fileOf = (language: Language, name: string) => `${kind.folder}/${language}/${name}`
    for (const language of translated) {
      for (const name of mdxFilesIn(root, `${kind.folder}/${language}`)) {
        const data = mdx(fileOf(language, name))
        if (!data) continue
        const source = mdx(fileOf(defaultLanguage, name))
        translations.push({
          file: fileOf(language, name),
          language,
          sourceFile: fileOf(defaultLanguage, name),
          stamp: data[translationStampField],
          currentDigest: source ? sourceDigestSync(mdxSourceText(kind, source, source.body)) : null,
        })
      }
    }
  }
  const bannerSource = json(announcementFile(defaultLanguage))
  for (const language of translated) {
    const data = json(announcementFile(language))
    if (!data) continue
    translations.push({
      file: announcementFile(language),
      language,
      sourceFile: announcementFile(defaultLanguage),
      stamp: data[translationStampField],
      currentDigest: bannerSource ? sourceDigestSync(announcementSourceText(bannerSource)) : null,
    })
  }
  return translations
}

export type TranslationState = Freshness | 'no-source'

export function stateOf({ stamp, currentDigest }: Translation): TranslationState {
  return currentDigest === null ? 'no-source' : freshnessOf(stamp, currentDigest)
}

const headings: Record<Exclude<TranslationState, 'current'>, string> = {
  outdated: 'outdated (pt-BR changed since; visitors see a note)',
  unstamped: 'not stamped (unknown; npm run content:stamp -- <file> once it matches pt-BR)',
  'no-source': 'no pt-BR file to translate from',
}

/** The report `npm run content:check` prints: per locale, what is not of today's pt-BR text. */
export function formatFreshness(translations: readonly Translation[]): string {
  const notCurrent = translations.filter((translation) => stateOf(translation) !== 'current')
  if (notCurrent.length === 0) {
    return `Translation freshness: all ${translations.length} translations are of today’s pt-BR text.`
  }
  const languages = [...new Set(notCurrent.map(({ language }) => language))]
  const lines = languages.flatMap((language) => {
    const own = notCurrent.filter((translation) => translation.language === language)
    return [
      `  ${language}:`,
      ...(Object.keys(headings) as (keyof typeof headings)[]).flatMap((state) => {
        const files = own.filter((translation) => stateOf(translation) === state)
        return files.length > 0
          ? [`    ${headings[state]}:`, ...files.map(({ file }) => `      ${file}`)]
          : []
      }),
    ]
  })
  const count = (state: TranslationState) =>
    notCurrent.filter((translation) => stateOf(translation) === state).length
  return [
    `Translation freshness: ${count('outdated')} outdated, ${count('unstamped')} not stamped, ` +
      `${count('no-source')} without pt-BR, of ${translations.length} translations.`,
    ...lines,
  ].join('\n')
}

/** Whether every translation is of today's pt-BR text (what `--strict-freshness` requires). */
export function isFresh(translations: readonly Translation[]): boolean {
  return translations.every((translation) => stateOf(translation) === 'current')
}
