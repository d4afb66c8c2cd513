import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { defaultLanguage, type Language } from '../../src/i18n/languages'

/** What each locale has of the UI strings and the MDX content, against the union (strings) or pt-BR (content). */
export interface Coverage {
  languages: readonly Language[]
  /** `<namespace>:<dotted.key>` missing per locale. */
  missingStrings: Record<Language, string[]>
  /** Content entries (`faq/<id>`, `home/<section>`) pt-BR has and the locale lacks: shown in pt-BR meanwhile. */
  missingContent: Record<Language, string[]>
  contentIds: string[]
  stringKeys: string[]
}

function flatten(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object') return [prefix.slice(0, -1)]
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

function stringKeysOf(root: string, language: Language): Set<string> {
  const folder = path.join(root, 'locales', language)
  if (!existsSync(folder)) return new Set()
  return new Set(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => {
        const namespace = name.replace(/\.json$/, '')
        const file = path.join('locales', language, name)
        let parsed: unknown
        try {
          parsed = JSON.parse(readFileSync(path.join(root, file), 'utf8'))
        } catch (error) {
          throw new Error(`${file}: not valid JSON (${(error as Error).message})`)
        }
        return flatten(parsed).map((key) => `${namespace}:${key}`)
      }),
  )
}

function contentIdsOf(root: string, language: Language): Set<string> {
  return new Set(
    (['faq', 'home'] as const).flatMap((kind) => {
      const folder = path.join(root, 'content', kind, language)
      if (!existsSync(folder)) return []
      return readdirSync(folder)
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => `${kind}/${name.replace(/\.mdx$/, '')}`)
    }),
  )
}

export function measureCoverage(root: string, languages: readonly Language[]): Coverage {
  const strings = new Map(languages.map((language) => [language, stringKeysOf(root, language)]))
  const content = new Map(languages.map((language) => [language, contentIdsOf(root, language)]))
  const stringKeys = [...new Set([...strings.values()].flatMap((keys) => [...keys]))].sort()
  const reference = content.get(defaultLanguage) ?? new Set<string>()
  const contentIds = [...reference].sort()
  const missingStrings = {} as Coverage['missingStrings']
  const missingContent = {} as Coverage['missingContent']
  for (const language of languages) {
    missingStrings[language] = stringKeys.filter((key) => !strings.get(language)!.has(key))
    missingContent[language] = contentIds.filter((id) => !content.get(language)!.has(id))
  }
  return { languages, missingStrings, missingContent, contentIds, stringKeys }
}

export function isComplete(coverage: Coverage): boolean {
  return coverage.languages.every(
    (language) =>
      coverage.missingStrings[language].length === 0 &&
      coverage.missingContent[language].length === 0,
  )
}

/** The table editors read: one row per content entry and one for the UI strings, one column per locale. */
export function formatCoverage(coverage: Coverage): string {
  const { languages, contentIds, stringKeys, missingContent, missingStrings } = coverage
  const rows: string[][] = [['', ...languages]]
  for (const id of contentIds) {
    rows.push([
      id,
      ...languages.map((language) =>
        missingContent[language].includes(id) ? 'MISSING (pt-BR shown)' : 'ok',
      ),
    ])
  }
  rows.push([
    `UI strings (${stringKeys.length})`,
    ...languages.map((language) => {
      const missing = missingStrings[language].length
      return missing === 0 ? 'ok' : `${missing} MISSING`
    }),
  ])
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  )
  const details = languages.flatMap((language) => [
    ...missingStrings[language].map((key) => `  ${language}: missing UI string ${key}`),
    ...missingContent[language].map(
      (id) =>
        `  ${language}: missing translation of content/${id.replace('/', `/${language}/`)}.mdx`,
    ),
  ])
  return [...lines, ...(details.length > 0 ? ['', 'To fix:', ...details] : [])].join('\n')
}
