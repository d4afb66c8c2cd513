/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Every relative link of the guides (README.md, docs/, the folder READMEs) and every
 * `docs/<file>.md#anchor` the code names must reach a file that exists and, with an anchor, a
 * heading of that file, by GitHub's rules for heading anchors. A section renamed or removed
 * otherwise leaves links that land at the top of a long page, or nowhere.
 */

const root = path.resolve(__dirname, '..')

const guides = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'content/README.md',
  'stand-ins/provider-api/README.md',
].filter((file) => existsSync(path.join(root, file)))

/** Folders whose code may name a guide's section; the project's own files at the root too. */
const codeFolders = [
  'server',
  'src',
  'gatsby',
  'post-build',
  'hosting-policy',
  'cms',
  'scripts',
  'bench',
  'stand-ins/provider-api',
  'e2e',
]
const codeFile = /\.(ts|tsx|mjs)$/

/** GitHub's anchor of a heading's text (github-slugger): lower case, spaces to `-`, and every
 * character but letters, marks, digits, `_`, `-` and spaces removed. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** The text a heading renders: links and images by their text, HTML tags dropped. */
const renderedText = (heading: string) =>
  heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()

/** The text with fenced code blocks and inline code blanked out, lines and offsets kept. */
function outsideCode(markdown: string): string {
  let fence: string | null = null
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
      if (fence === null && marker) {
        fence = marker
        return ''
      }
      if (fence !== null) {
        if (marker?.startsWith(fence) && line.trim() === marker) fence = null
        return ''
      }
      return line.replace(/(`+)(?:(?!\1)[\s\S])+?\1/g, (span) => ' '.repeat(span.length))
    })
    .join('\n')
}

/** Every anchor a Markdown file's headings give, duplicates numbered `-1`, `-2` as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const occurrences = new Map<string, number>()
  const anchors = new Set<string>()
  for (const line of outsideCode(markdown).split('\n')) {
    const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const base = slug(renderedText(heading))
    let anchor = base
    while (anchors.has(anchor)) {
      const count = (occurrences.get(base) ?? 0) + 1
      occurrences.set(base, count)
      anchor = `${base}-${count}`
    }
    anchors.add(anchor)
  }
  return anchors
}

interface Link {
  line: number
  target: string
}

/** The relative links of a Markdown file (`[text](path#anchor)`, images too), outside code. */
function markdownLinks(markdown: string): Link[] {
  const text = outsideCode(markdown)
  const links: Link[] = []
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)) {
    const target = match[1]!
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue
    links.push({ line: text.slice(0, match.index).split('\n').length, target })
  }
  return links
}

const anchorCache = new Map<string, Set<string>>()
const anchorsOfFile = (file: string) => {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')))
  return anchorCache.get(file)!
}

/** What is wrong with `target` (a path relative to `fromDir`, `#anchor` optional), or null. */
function problemWith(target: string, fromFile: string, fromDir: string): string | null {
  const [pathPart = '', anchor] = target.split('#', 2)
  const decoded = decodeURIComponent(pathPart.split('?')[0]!)
  const file =
    decoded === ''
      ? fromFile
      : decoded.startsWith('/')
        ? path.join(root, decoded)
        : path.resolve(fromDir, decoded)
  if (!existsSync(file)) return `${path.relative(root, file)} does not exist`
  if (anchor === undefined || anchor === '') return null
  if (statSync(file).isDirectory() || !file.endsWith('.md')) {
    return `#${anchor}: ${path.relative(root, file)} is not a Markdown file`
  }
  return anchorsOfFile(file).has(anchor)
    ? null
    : `#${anchor} is no heading of ${path.relative(root, file)}`
}

function codeFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFilesUnder(full)
    return codeFile.test(entry.name) ? [full] : []
  })
}

describe("GitHub's heading anchors", () => {
  it('lower-cases, turns spaces into hyphens and drops punctuation but - and _', () => {
    expect(slug("The FAQ's largest paint")).toBe('the-faqs-largest-paint')
    expect(slug('Interactions (issue 26)')).toBe('interactions-issue-26')
    expect(slug('Round (2026-11-27, 08:08–09:45)')).toBe('round-2026-11-27-08080945')
    expect(slug('How `npm run bench` measures')).toBe('how-npm-run-bench-measures')
    expect(slug('snake_case and ×10 — ja 日本語')).toBe('snake_case-and-10--ja-日本語')
  })

  it('numbers a repeated heading -1, -2, and ignores headings in code blocks', () => {
    const markdown = [
      '# Guide',
      '## Notes',
      '```sh',
      '# not a heading',
      '```',
      '### Notes',
      '## Notes ##',
      '## [Linked](other.md) heading',
    ].join('\n')
    expect([...anchorsOf(markdown)]).toEqual([
      'guide',
      'notes',
      'notes-1',
      'notes-2',
      'linked-heading',
    ])
  })

  it('finds relative links outside code, with their lines', () => {
    const markdown = [
      'See [the guide](guides/setup.md#install) and [the site](https://example.com).',
      '`[not](a-link.md)` and ![an image](static/image.png)',
      '```',
      '[inside](a-fence.md)',
      '```',
      '[a section](#below) [a two',
      'line text](other.md)',
    ].join('\n')
    expect(markdownLinks(markdown)).toEqual([
      { line: 1, target: 'guides/setup.md#install' },
      { line: 2, target: 'static/image.png' },
      { line: 6, target: '#below' },
      { line: 6, target: 'other.md' },
    ])
  })
})

it('every relative link of the guides reaches a file and, with an anchor, one of its headings', () => {
  const problems = guides.flatMap((guide) => {
    const file = path.join(root, guide)
    return markdownLinks(readFileSync(file, 'utf8')).flatMap(({ line, target }) => {
      const problem = problemWith(target, file, path.dirname(file))
      return problem === null ? [] : [`${guide}:${line}: (${target}) ${problem}`]
    })
  })
  expect(problems).toEqual([])
})

it('every docs/<file>.md#anchor the code names is a heading of that file', () => {
  const files = [
    ...codeFolders
      .filter((folder) => existsSync(path.join(root, folder)))
      .flatMap((folder) => codeFilesUnder(path.join(root, folder))),
    ...readdirSync(root)
      .filter((name) => codeFile.test(name))
      .map((name) => path.join(root, name)),
  ]
  expect(files.length).toBeGreaterThan(100)
  const problems = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) =>
        Array.from(
          text.matchAll(/(?<![\w/.-])(?:\.\.\/)*(docs\/[\w.-]+\.md)(#[\p{L}\p{N}_-]+)?/gu),
        ).flatMap(([, target, anchor = '']) => {
          const problem = problemWith(`${target}${anchor}`, file, root)
          const where = `${path.relative(root, file)}:${index + 1}`
          return problem === null ? [] : [`${where}: ${target}${anchor} ${problem}`]
        }),
      ),
  )
  expect(problems).toEqual([])
})
