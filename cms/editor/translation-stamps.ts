import { defaultLanguage, isLanguage, type Language } from '../../src/i18n/languages'
import { parseContentPath } from '../../src/lib/content/content-file'
import {
  announcementBanner,
  announcementFile,
  mdxContentKinds,
  translationStampField,
  type MdxContentKind,
} from '../../src/lib/content/model'
import {
  announcementSourceText,
  mdxSourceText,
  sourceDigest,
} from '../../src/lib/content/translation-source'
import type { DataFile } from './backend-patch'
import type { CustomFormat } from './decap-global'
import { printJsonFile } from './json-file'
import { parseMdxFile, printMdxFile, type EntryData } from './mdx-file'

/** What a file of a save is, for stamping: a translation, its pt-BR file, or neither. */
interface Translatable {
  language: Language
  /** The pt-BR file of the same entry. */
  sourcePath: string
  parse: (raw: string) => EntryData
  print: (data: EntryData) => string
  /** The words a translator translates, as the digest reads them. */
  sourceText: (data: EntryData) => string
}

const mdxTranslatable = (kind: MdxContentKind, language: Language, slug: string) => ({
  language,
  sourcePath: `${kind.folder}/${defaultLanguage}/${slug}.mdx`,
  parse: parseMdxFile,
  print: (data: EntryData) => printMdxFile(data, Object.keys(kind.fields)),
  sourceText: (data: EntryData) => mdxSourceText(kind, data, data.body),
})

const bannerTranslatable = (language: Language): Translatable => ({
  language,
  sourcePath: announcementFile(defaultLanguage),
  parse: (raw) => JSON.parse(raw) as EntryData,
  print: (data) => printJsonFile(data, Object.keys(announcementBanner.fields)),
  sourceText: announcementSourceText,
})

function translatableAt(path: string): Translatable | null {
  const banner = /^content\/announcement\/([^/]+)\.json$/.exec(path)
  if (banner) return isLanguage(banner[1]) ? bannerTranslatable(banner[1]) : null
  if (!path.startsWith('content/') || !path.endsWith('.mdx')) return null
  try {
    const { kind, locale, slug } = parseContentPath(path.slice('content/'.length))
    return mdxTranslatable(mdxContentKinds[kind], locale, slug)
  } catch {
    return null
  }
}

/** Every text field of every translated kind, so one reading fits any file a format loads. */
const ownTextFields = [
  ...new Set([
    ...Object.values(mdxContentKinds).flatMap((kind) =>
      Object.entries(kind.fields)
        .filter(([, field]) => field.perLanguage === 'translated' && field.type !== 'source-digest')
        .map(([name]) => name),
    ),
    'body',
  ]),
]
/** A file's own words (whatever its kind), to recognise a translation nobody changed. */
const ownText = (data: EntryData) =>
  `${JSON.stringify(ownTextFields.map((name) => data[name] ?? ''))}${announcementSourceText(data)}`

/**
 * Stamps what the editor saves (docs/content-editing.md, "Translation freshness"): a translation
 * whose words the editor changed, or wrote for the first time, records the digest of the pt-BR
 * text saved with it (or, for a banner, of the pt-BR banner as stored); a translation left as it
 * was keeps the stamp it had, so a pt-BR change leaves the others outdated, as they are.
 *
 * "Left as it was" means: its words are those of a file the editor loaded (`watching` sees every
 * file a format reads) or saved earlier in this session. Decap hands the backend each file's text
 * only (cms/editor/untranslated-files.ts wraps the same step), so the file's path is what says
 * which entry and language it is.
 */
export function createTranslationStamps(digest: (text: string) => Promise<string> = sourceDigest) {
  const loaded = new Set<string>()
  /** Words saved in this session, with the stamp written: Decap's draft still holds the old one. */
  const stamped = new Map<string, string>()
  return {
    /** The format, remembering the words of every file it reads. */
    watching(format: CustomFormat): CustomFormat {
      return {
        ...format,
        fromFile(content) {
          const data = format.fromFile(content)
          loaded.add(ownText(data))
          return data
        },
      }
    },

    /**
     * The files of one save, each changed translation stamped. `readStored` reads a file as the
     * repository holds it (the banner's pt-BR file is not part of another language's save).
     */
    async stamp(
      files: readonly DataFile[],
      readStored: (path: string) => Promise<string | null>,
    ): Promise<DataFile[]> {
      const byPath = new Map(files.map((file) => [file.path, file.raw]))
      const withStamp = (
        file: DataFile,
        translatable: Translatable,
        data: EntryData,
        stamp: string,
      ) =>
        data[translationStampField] === stamp
          ? file
          : { ...file, raw: translatable.print({ ...data, [translationStampField]: stamp }) }
      return Promise.all(
        files.map(async (file) => {
          const translatable = translatableAt(file.path)
          // An empty text is a language nobody translated: untranslated-files.ts drops it.
          if (!translatable || file.raw.trim() === '') return file
          if (translatable.language === defaultLanguage) return file
          const data = translatable.parse(file.raw)
          const words = ownText(data)
          const earlier = stamped.get(words)
          if (earlier) return withStamp(file, translatable, data, earlier)
          if (loaded.has(words)) return file
          const sourceRaw =
            byPath.get(translatable.sourcePath) ?? (await readStored(translatable.sourcePath))
          if (!sourceRaw) return file
          const stamp = await digest(translatable.sourceText(translatable.parse(sourceRaw)))
          stamped.set(words, stamp)
          return withStamp(file, translatable, data, stamp)
        }),
      )
    },
  }
}

export type TranslationStamps = ReturnType<typeof createTranslationStamps>
