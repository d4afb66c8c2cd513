import { defaultLanguage, isLanguage, languages } from '../../src/i18n/languages'
import { previewHtml } from '../preview/preview-html'
import { localeFile } from './locale-file-path'
import type { EntryData } from './mdx-file'

/** What a save carries: the entry's path and every language's data. */
export interface SavedEntry {
  path: string
  data: EntryData
  i18n: Partial<Record<string, { data: EntryData }>>
}

/**
 * Runs every language of an MDX entry through the build's own checks (frontmatter validator,
 * content rules, MDX compiler: the preview's render, cms/preview/preview-html.ts) before Decap
 * writes anything. The first mistake stops the save with `refused` and the build's message, which
 * names the file and line; Decap shows it and commits nothing. Images are only checked by name
 * here: an image uploaded with the same draft is not in the repository yet.
 */
export async function checkSave(entry: SavedEntry, refused: string): Promise<void> {
  if (!entry.path.endsWith('.mdx')) return
  for (const language of languages) {
    const data = language === defaultLanguage ? entry.data : entry.i18n[language]?.data
    if (!data || !isLanguage(language)) continue
    const file = localeFile(entry.path, language)
    try {
      await previewHtml({
        file,
        language,
        data,
        imageUrl: (src) => src,
        measure: async (src) => ({ src, width: 1, height: 1 }),
      })
    } catch (error) {
      throw new Error(`${refused} ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
