import { announcementBanner, translationStampField, type MdxContentKind } from './model'

/**
 * The version of a pt-BR text that a translation records (model/translation-stamp.ts): the first
 * twelve hex digits of the SHA-256 of the text a translator translates, so a translation made
 * from other words than today's pt-BR ones is known to be outdated. The same digest is computed
 * by the build and `npm run content:check` (Node) and by the editor when it saves (browser).
 */
export const sourceDigestLength = 12

/** Line endings and trailing spaces do not change what a translator reads. */
const normalised = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => line.trimEnd())
        .join('\n')
        .trim()
    : ''

/** The fields, in order, whose words a translator turns into another language. */
function sourceText(parts: readonly unknown[]): string {
  return JSON.stringify(parts.map(normalised))
}

/** An MDX entry's translated frontmatter fields (the question, the heading) and its body. */
export function mdxSourceText(kind: MdxContentKind, data: Record<string, unknown>, body: unknown) {
  const translated = Object.entries(kind.fields)
    .filter(([name, field]) => field.perLanguage === 'translated' && name !== translationStampField)
    .map(([name]) => data[name])
  return sourceText([...translated, body])
}

/** The banner's texts a visitor reads (`link.label` inside a group). */
export function announcementSourceText(data: Record<string, unknown>) {
  return sourceText(
    announcementBanner.translatedText.map((dotted) =>
      dotted
        .split('.')
        .reduce<unknown>(
          (value, key) =>
            value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : '',
          data,
        ),
    ),
  )
}

/** The digest of a source text with the platform's Web Crypto (browsers, and Node). */
export async function sourceDigest(text: string): Promise<string> {
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(bytes)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, sourceDigestLength)
}
