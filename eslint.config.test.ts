/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const layerRules = ['import/no-restricted-paths', 'no-restricted-imports']

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

describe('the layer rules of eslint.config.mjs', () => {
  it('keep the kit free of the product', () => {
    const messages = lintAs(
      'src/components/ui/banner/fixture.ts',
      "export { RootWrapper } from '../../../app/root-wrapper'\n",
    )
    expect(messages).toContainEqual(expect.stringContaining('The kit (components/ui) imports only'))
  })

  it('keep the hosting policy apart from the server and the build that share it', () => {
    const messages = lintAs(
      'hosting-policy/fixture.ts',
      "export { createApp } from '../server/app'\n",
    )
    expect(messages).toEqual([expect.stringContaining('hosting-policy/ is shared')])
  })

  it('keep the content editor off the server and the build that serve it', () => {
    const messages = lintAs(
      'cms/files/fixture.ts',
      "export { createApp } from '../../server/app'\n",
    )
    expect(messages).toEqual([expect.stringContaining('cms/ imports only')])
    const middleware = lintAs(
      'cms/files/fixture.ts',
      "export { createDevelopMiddleware } from '../../gatsby/develop-middleware'\n",
    )
    expect(middleware).toEqual([expect.stringContaining('cms/ imports only')])
  })

  it('keep lib/ at the bottom', () => {
    const messages = lintAs('src/lib/fixture.ts', "export { Header } from '../components/header'\n")
    expect(messages).toEqual([expect.stringContaining('bottom layer')])
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
})
