/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.join(__dirname, '..', '..')

/** lintContent over `project`, in tsx (Jest cannot load the ESM-only MDX compiler). */
function lint(project: string): string[] {
  const script = `import { lintContent } from ${JSON.stringify(path.join(__dirname, 'lint-content'))}
lintContent(${JSON.stringify(project)}).then((problems) => process.stdout.write(JSON.stringify(problems)))`
  const output = execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['-e', script], {
    cwd: root,
  })
  return JSON.parse(output.toString()) as string[]
}

it('passes the repository’s own content', () => {
  expect(lint(root)).toEqual([])
})

describe('in a copy of the project with broken files', () => {
  // Only this temporary copy is ever written or removed.
  let copy: string
  const write = (relativePath: string, text: string) => {
    const file = path.join(copy, 'content', relativePath)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }

  beforeEach(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'lint-content-'))
    cpSync(path.join(root, 'locales'), path.join(copy, 'locales'), { recursive: true })
  })
  afterEach(() => rmSync(copy, { recursive: true, force: true }))

  it('names content/site.json and each broken field, as the build would', () => {
    write('site.json', JSON.stringify({ brandName: 'QA Trading' }))
    expect(lint(copy)).toEqual([expect.stringMatching(/^content\/site\.json: "phone" must be /)])
  })

  it('names each broken file with its line and the rule, as the build would', () => {
    write(
      'faq/en/fees.mdx',
      '---\nid: fees\nquestion: Fees?\ncategory: costs\norder: 10\n---\n\nPay {alert(1)}.\n',
    )
    write(
      'faq/en/risks.mdx',
      '---\nid: risks\nquestion: Risks?\ncategory: price\norder: 20\n---\n\nFine.\n',
    )
    write(
      'home/en/hero.mdx',
      '---\nsection: hero\ntitle: Hi\n---\n\n<Callout status="loud">\nx\n</Callout>\n',
    )
    expect(lint(copy)).toEqual([
      expect.stringContaining('content/faq/en/fees.mdx:8: JavaScript expressions'),
      expect.stringContaining('content/faq/en/risks.mdx:4: "category" must be one of'),
      expect.stringContaining('content/home/en/hero.mdx:6: <Callout status="loud"> must be one of'),
    ])
  })
})
