/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import ts from 'typescript'

const root = path.join(__dirname, '..')

/** What `npm run typecheck` reads: the files tsconfig.json's include and exclude select. */
function checkedFiles(): Set<string> {
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root)
  return new Set(parsed.fileNames.map((file) => path.relative(root, file)))
}

it('typechecks every TypeScript file of the repository, whatever folder it is in', () => {
  const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.cts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
  expect(tracked.length).toBeGreaterThan(700)
  const checked = checkedFiles()
  expect(tracked.filter((file) => !checked.has(file))).toEqual([])
})
