/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const pinned = read('.nvmrc').trim()
const checkNode = path.join(root, 'scripts', 'check-node.mjs')

it('runs the tests on the pinned Node major', () => {
  // npm puts the project's own Node (the `node` devDependency) first on the PATH of `npm test`.
  expect(process.versions.node.split('.')[0]).toBe(pinned)
  expect(spawnSync(process.execPath, [checkNode]).status).toBe(0)
})

it('names the same major everywhere the runtime is pinned', () => {
  const pkg = JSON.parse(read('package.json')) as {
    engines: { node: string }
    devDependencies: { node: string }
  }
  expect(pkg.devDependencies.node.split('.')[0]).toBe(pinned)
  expect(pkg.engines.node).toMatch(new RegExp(`^>=${pinned}\\.\\d+ <${Number(pinned) + 1}$`))
  expect(read('netlify.toml')).toMatch(new RegExp(`^\\s*NODE_VERSION = "${pinned}"$`, 'm'))
})

it('tells a command on another Node what to do, in one line', () => {
  const message = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { nodeMismatch } from ${JSON.stringify(checkNode)}; console.log(nodeMismatch('v20.20.2'))`,
    ],
    { encoding: 'utf8' },
  ).trim()
  expect(message).toBe(
    `This project runs on Node ${pinned} (.nvmrc); this command runs on Node v20.20.2. Run it ` +
      'through npm (npm test, npm start): npm puts the project\u2019s own Node first on the PATH ' +
      'once `npm install` has run.',
  )
})
