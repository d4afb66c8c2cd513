/**
 * The question under its new id, numbered, ordered after every original of its category, with its
 * text made its own: each letter moved `copy` places along its script (Latin, kana, CJK ideographs).
 * Copies of the same words would be folded by brotli into a few references each, and the page at
 * ten times would weigh on the wire what today's does: that is not what a FAQ that grows sends
 * (docs/performance.md#the-faq-at-ten-times-todays-content). Markup is kept as it is: tags and
 * their attributes, expressions and link targets, so the copy renders the same elements.
 */
export function copyOf(source: string, id: string, copy: number): string {
  const [, frontmatter = '', body = ''] = source.split(/^---$/m)
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

/** The text between tags (`<…>`), expressions (`{…}`) and link targets (`](…)`), moved. */
function movedOutsideMarkup(body: string, by: number): string {
  return body.replace(/(<[^>]*>|\{[^}]*\}|\]\([^)]*\))|[^<{\]]+|[\]]/g, (part, markup?: string) =>
    markup ? part : moved(part, by),
  )
}
