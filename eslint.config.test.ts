/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const layerRules = ['import/no-restricted-paths', 'no-restricted-imports', 'no-restricted-globals']

/** Lints `code` as if it were the file at `filePath`, with the project's own ESLint config. */
function lintAs(filePath: string, code: string): string[] {
  const eslint = path.join(__dirname, 'node_modules', 'eslint', 'bin', 'eslint.js')
  try {
    execFileSync(
      process.execPath,
      [eslint, '--format', 'json', '--stdin', '--stdin-filename', filePath],
      {
        input: code,
        encoding: 'utf8',
      },
    )
    return []
  } catch (error) {
    const { stdout } = error as { stdout: string }
    const [result] = JSON.parse(stdout) as { messages: { ruleId: string; message: string }[] }[]
    return (result?.messages ?? [])
      .filter((message) => layerRules.includes(message.ruleId))
      .map((message) => message.message)
  }
}

interface LayerRow {
  folder: string
  holds: string
  mayImport: string[]
}
const { folders: layerTable } = JSON.parse(
  readFileSync(path.join(__dirname, 'import-layers.json'), 'utf8'),
) as { folders: LayerRow[] }

/** A relative import from a file in `from` of a real module of `folder` (one that resolves). */
function importOf(from: string, folder: string): string {
  const module = execFileSync('git', ['ls-files', `${folder}/*.ts`, `${folder}/*.tsx`], {
    cwd: __dirname,
    encoding: 'utf8',
  })
    .split('\n')
    .find((file) => file && !file.includes('.test.') && !file.endsWith('.d.ts'))!
  const relative = path.relative(from, module.replace(/\.tsx?$/, ''))
  return relative.startsWith('.') ? relative : `./${relative}`
}

describe('import-layers.json, the one table of what each folder may import', () => {
  const checked = layerTable.filter((row) => !row.mayImport.includes('*'))

  it.each(checked.map((row) => [row.folder, row] as const))(
    '%s/: an import of a folder it does not list fails lint, naming what it may import',
    (folder, row) => {
      // The first code folder the row does not allow, and is not part of.
      const refused = layerTable
        .map((other) => other.folder)
        .find(
          (other) =>
            other !== folder &&
            other !== 'src/testing' &&
            !other.startsWith(`${folder}/`) &&
            !folder.startsWith(`${other}/`) &&
            !row.mayImport.some((allowed) => allowed === other || allowed.startsWith(`${other}/`)),
        )!
      const messages = lintAs(`${folder}/fixture.ts`, `import '${importOf(folder, refused)}'\n`)
      expect(messages).toEqual([
        expect.stringContaining(` restricted zone. ${folder}/ may import only `),
      ])
      const allowed = row.mayImport.filter((name) => !['content', 'locales'].includes(name))
      const accepted = lintAs(
        `${folder}/fixture.ts`,
        allowed.map((name) => `import '${importOf(folder, name)}'\n`).join(''),
      )
      // (The finer rules inside src/, such as a feature's index, are proven below.)
      expect(accepted.filter((message) => message.includes('import-layers.json'))).toEqual([])
    },
  )

  it('is the table docs/architecture.md shows', () => {
    const docs = readFileSync(path.join(__dirname, 'docs', 'architecture.md'), 'utf8')
    const shown = (folder: string) => `\`${folder}/\``
    const rows = layerTable.map(
      ({ folder, holds, mayImport }) =>
        `| ${shown(folder)} | ${holds} | ${
          mayImport.includes('*') ? 'anything' : mayImport.map(shown).join(', ') || 'nothing'
        } |`,
    )
    const table = docs
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.replace(/ {2,}/g, ' ').replace(/ \|$/, ' |'))
    expect(table.slice(0, rows.length)).toEqual(rows)
  })
})

describe('the layer rules of eslint.config.mjs', () => {
  it('keep the kit free of the product', () => {
    const messages = lintAs(
      'src/components/ui/banner/fixture.ts',
      "export { useAuth } from '../../../features/auth'\n",
    )
    expect(messages).toContainEqual(expect.stringContaining('The kit (components/ui) imports only'))
  })

  it('keep lib/ at the bottom', () => {
    const messages = lintAs('src/lib/fixture.ts', "export { Header } from '../components/header'\n")
    expect(messages).toEqual([
      expect.stringContaining(
        'src/lib/ may import only src/hooks/, src/i18n/, content/, locales/ (import-layers.json).',
      ),
    ])
  })

  it("refuse a deep import of a feature's internals, and accept its index", () => {
    const deep = lintAs(
      'src/components/header/fixture.ts',
      "export { clearStoredAuth } from '../../features/auth/state/auth-storage'\n",
    )
    expect(deep).toEqual([expect.stringContaining('import features/auth through its index.ts')])
    const viaIndex = lintAs(
      'src/components/header/fixture.ts',
      "export { clearStoredAuth } from '../../features/auth'\n",
    )
    expect(viaIndex).toEqual([])
  })

  it('keep features off site sections', () => {
    const messages = lintAs(
      'src/features/auth/fixture.ts',
      "export { Header } from '../../components/header'\n",
    )
    expect(messages).toEqual([expect.stringContaining('Features build on the kit')])
  })

  it('let tests of the kit use the shared test helpers in src/testing/', () => {
    const messages = lintAs(
      'src/components/ui/banner/banner.test.tsx',
      "export { renderInTheme } from '../../../testing/render-in-theme'\n",
    )
    expect(messages).toEqual([])
  })

  it('keep the test helpers out of the site', () => {
    const messages = lintAs(
      'src/components/ui/banner/fixture.ts',
      "export { renderInTheme } from '../../../testing/render-in-theme'\n",
    )
    expect(messages).toEqual([expect.stringContaining('src/testing/ is for tests only.')])
  })

  it("refuse a bare fetch in the site, which Gatsby's HTML build would swap for node-fetch", () => {
    const code = "export const ping = () => fetch('/api/health')\n"
    expect(lintAs('src/lib/ping.ts', code)).toEqual([expect.stringContaining('globalThis.fetch')])
    expect(lintAs('src/lib/ping.ts', code.replace('fetch', 'globalThis.fetch'))).toEqual([])
  })
})
