import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { printJsonFile } from '../../cms/editor/json-file'
import { yamlScalar } from '../../cms/editor/yaml-scalar'
import { defaultLanguage, isLanguage, languages } from '../../src/i18n/languages'
import { announcementBanner, translationStampField } from '../../src/lib/content/model'
import { readTranslations, type Translation } from '../content-check/translation-freshness'

/**
 * `npm run content:stamp -- <file or locale>…`: records in each translation that it is of today's
 * pt-BR text, as the editor does when a translation is saved. For people who edit files in a
 * text editor: translate, then stamp. The rest of each file is left as it is.
 */
export interface StampResult {
  file: string
  /** The stamp before, or undefined. */
  was: unknown
  now: string
}

/** The translations the arguments name: files (`content/faq/ja/fees.mdx`) or whole locales (`ja`). */
export function selectTranslations(root: string, targets: readonly string[]): Translation[] {
  if (targets.length === 0) {
    throw new Error(
      'Name what to stamp: files (content/faq/ja/fees.mdx) or locales (ja), or --all.',
    )
  }
  const translations = readTranslations(root, languages)
  const all = targets.includes('--all')
  return (all ? [] : targets).reduce<Translation[]>(
    (chosen, target) => {
      if (target === defaultLanguage || target.includes(`/${defaultLanguage}`)) {
        throw new Error(`${target}: pt-BR is the text translations are made from; it has no stamp.`)
      }
      const matching = isLanguage(target)
        ? translations.filter(({ language }) => language === target)
        : translations.filter(
            ({ file }) => file === path.relative(root, path.resolve(root, target)),
          )
      if (matching.length === 0) {
        throw new Error(
          `${target}: not a translation of the FAQ, the home page or the banner ` +
            `(a file like content/faq/ja/fees.mdx, or a locale: ${languages.join(', ')}).`,
        )
      }
      return [...chosen, ...matching]
    },
    all ? translations : [],
  )
}

/** Writes today's pt-BR digest into each translation; refuses one without a pt-BR file. */
export function stampTranslations(root: string, translations: readonly Translation[]) {
  const missing = translations.filter(({ currentDigest }) => currentDigest === null)
  if (missing.length > 0) {
    throw new Error(
      missing
        .map(({ file, sourceFile }) => `${file}: there is no ${sourceFile} to translate from.`)
        .join('\n'),
    )
  }
  return translations.map(({ file, stamp, currentDigest }): StampResult => {
    const now = currentDigest!
    if (stamp !== now) {
      const absolute = path.join(root, file)
      const text = readFileSync(absolute, 'utf8')
      try {
        writeFileSync(absolute, file.endsWith('.json') ? stampJson(text, now) : stampMdx(text, now))
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`)
      }
    }
    return { file, was: stamp, now }
  })
}

const stampLine = (digest: string) => `${translationStampField}: ${yamlScalar(digest)}`

/** The stamp as the frontmatter's last line, as the editor writes it (the model's field order). */
export function stampMdx(text: string, digest: string): string {
  const lines = text.split('\n')
  const closing = lines[0]?.replace(/\r$/, '') === '---' ? lines.indexOf('---', 1) : -1
  if (closing === -1) throw new Error('the file has no frontmatter between --- lines')
  const existing = lines.findIndex(
    (line, index) => index < closing && line.startsWith(`${translationStampField}:`),
  )
  if (existing !== -1) lines[existing] = stampLine(digest)
  else lines.splice(closing, 0, stampLine(digest))
  return lines.join('\n')
}

export function stampJson(text: string, digest: string): string {
  const data = JSON.parse(text) as Record<string, unknown>
  return printJsonFile(
    { ...data, [translationStampField]: digest },
    Object.keys(announcementBanner.fields),
  )
}

/** One line per file, for the terminal. */
export function describeStamp({ file, was, now }: StampResult): string {
  if (was === now) return `${file}: already of today’s pt-BR text (${now})`
  return was === undefined
    ? `${file}: stamped ${now}`
    : `${file}: stamped ${now} (was ${String(was)})`
}
