import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { lintContent } from '../scripts/content-check/lint-content'
import { selectTranslations, stampTranslations } from '../scripts/content-stamp/stamp-files'

/**
 * The FAQ `times` as large, for `npm run bench -- --faq 10`: every question of content/faq copied
 * `times - 1` times in every locale under a new id (`fees-2`, …) and a numbered question, after the
 * originals of its category. Written to dist/ (never committed content), where the build picks it
 * up through BENCH_FAQ_FIXTURES (gatsby-config.ts); checked by the same content check as real
 * content before anything is built from it.
 */
export async function writeFaqFixtures(projectRoot: string, times: number): Promise<string> {
  const dir = join(projectRoot, 'dist', `bench-faq-${times}x`)
  rmSync(dir, { recursive: true, force: true })
  writeFaqCopies(projectRoot, dir, times)
  // The check renders each body as the build would, with the project's own UI strings.
  symlinkSync(join(projectRoot, 'locales'), join(dir, 'locales'))
  const problems = await lintContent(dir)
  if (problems.length > 0) {
    throw new Error(
      `The generated FAQ fails the content check:\n${problems.slice(0, 5).join('\n')}`,
    )
  }
  return join(dir, 'content')
}

/**
 * The copies of every question of `projectRoot`'s content/faq into `dir`/content/faq. A copy's
 * translations are stamped as of its pt-BR copy wherever the original's are of today's pt-BR:
 * else each would show the "outdated translation" note, which no FAQ of current translations has.
 */
export function writeFaqCopies(projectRoot: string, dir: string, times: number): void {
  const faqDir = join(projectRoot, 'content', 'faq')
  for (const language of readdirSync(faqDir)) {
    mkdirSync(join(dir, 'content', 'faq', language), { recursive: true })
    for (const file of readdirSync(join(faqDir, language))) {
      const source = readFileSync(join(faqDir, language, file), 'utf8')
      for (let copy = 2; copy <= times; copy += 1) {
        const id = `${file.replace(/\.mdx$/, '')}-${copy}`
        writeFileSync(join(dir, 'content', 'faq', language, `${id}.mdx`), copyOf(source, id, copy))
      }
    }
  }
  const current = new Set(
    selectTranslations(projectRoot, ['--all'])
      .filter(({ stamp, currentDigest }) => stamp === currentDigest)
      .map(({ file }) => file),
  )
  const copyOfCurrent = ({ file }: { file: string }) =>
    current.has(file.replace(/-\d+\.mdx$/, '.mdx'))
  stampTranslations(dir, selectTranslations(dir, ['--all']).filter(copyOfCurrent))
}

/**
 * The question under its new id, numbered, ordered after every original of its category, with its
 * text made its own: each letter moved `copy` places along its script (Latin, kana, CJK ideographs).
 * Copies of the same words would be folded by brotli into a few references each, and the page at
 * ten times would weigh on the wire what today's does: that is not what a FAQ that grows sends
 * (docs/performance.md#the-faq-at-ten-times-todays-content). Markup is kept as it is: tags and
 * their attributes, expressions and link targets, so the copy renders the same elements.
 */
export function copyOf(source: string, id: string, copy: number): string {
  // The first two `---` lines close the frontmatter; an answer may hold more (a thematic break).
  const frontmatterEnd = /^---\n[\s\S]*?\n---$/m.exec(source)
  if (!frontmatterEnd || frontmatterEnd.index !== 0) throw new Error(`No frontmatter in ${id}`)
  const frontmatter = frontmatterEnd[0].slice(3, -3)
  const body = source.slice(frontmatterEnd[0].length)
  const ownFrontmatter = frontmatter
    .replace(/^id: .*$/m, `id: ${id}`)
    .replace(
      /^question: (.*)$/m,
      (_, question: string) => `question: ${moved(question, copy)} (${copy})`,
    )
    .replace(/^order: (\d+)$/m, (_, order: string) => `order: ${Number(order) + copy * 1000}`)
  return `---${ownFrontmatter}---${movedOutsideMarkup(body, copy)}`
}

/** Letters of each script and how many there are: a letter stays in its own script's range. */
const scripts = [
  { first: 'a'.charCodeAt(0), size: 26 },
  { first: 'A'.charCodeAt(0), size: 26 },
  { first: 0x3041, size: 0x3096 - 0x3041 + 1 }, // hiragana
  { first: 0x30a1, size: 0x30fa - 0x30a1 + 1 }, // katakana
  { first: 0x4e00, size: 0x9fff - 0x4e00 + 1 }, // CJK unified ideographs
]

function moved(text: string, by: number): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0
      const script = scripts.find(({ first, size }) => code >= first && code < first + size)
      return script
        ? String.fromCodePoint(script.first + ((code - script.first + by) % script.size))
        : char
    })
    .join('')
}

/**
 * The text between tags (`<…>`), expressions (`{…}`), link targets (`](…)`) and character
 * references (`&nbsp;`), moved.
 */
function movedOutsideMarkup(body: string, by: number): string {
  return body.replace(
    /(<[^>]*>|\{[^}]*\}|\]\([^)]*\)|&#?\w+;)|[^<{\]&]+|[\]&]/g,
    (part, markup?: string) => (markup ? part : moved(part, by)),
  )
}
