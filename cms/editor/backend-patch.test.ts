/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The save steps (untranslated-files.ts, stamp-on-save.ts) patch Decap's backend, which Decap does
 * not document: they lean on how Decap creates a backend and hands it a save. They were checked on
 * the versions below only; an upgrade must read Decap again and add its versions here
 * (docs/performance.md#framework-internals-we-lean-on).
 *
 * Decap's documented hook, `CMS.registerEventListener({ name: 'preSave', handler })`, cannot do
 * their work: a handler's return value replaces the entry's `data` (the default locale's fields)
 * and nothing else, and the files of the other locales are made from the entry's `i18n` after it
 * returns, so a handler can neither drop a translation's file nor stamp it.
 */
const checkedOn = [{ 'decap-cms': '3.16.3', 'decap-cms-app': '3.16.3', 'decap-cms-core': '3.19.1' }]

const decapDir = path.dirname(require.resolve('decap-cms/package.json'))
const packageDir = (name: string) =>
  path.dirname(require.resolve(`${name}/package.json`, { paths: [decapDir] }))
const versionOf = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as {
      version: string
    }
  ).version
const coreSource = (file: string) =>
  readFileSync(path.join(packageDir('decap-cms-core'), 'src', file), 'utf8')
/** The script /admin/ loads (cms/files/admin-files.ts). */
const servedBundle = readFileSync(path.join(decapDir, 'dist', 'decap-cms.js'), 'utf8')

describe('the Decap the backend patch was checked on', () => {
  it('is the one installed', () => {
    const installed = {
      'decap-cms': versionOf('decap-cms'),
      'decap-cms-app': versionOf('decap-cms-app'),
      'decap-cms-core': versionOf('decap-cms-core'),
    }
    expect(checkedOn).toContainEqual(installed)
  })

  it('is the one the served bundle was built from', () => {
    expect(servedBundle).toContain(`console.log("decap-cms-app ${versionOf('decap-cms-app')}")`)
    expect(servedBundle).toContain(`console.log("decap-cms-core ${versionOf('decap-cms-core')}")`)
  })
})

describe('what the patch leans on, in that version', () => {
  it('gives the registry’s own record from getBackend, whose init makes every backend', () => {
    const registry = coreSource('lib/registry.js')
    expect(registry).toMatch(
      /registry\.backends\[name\] = \{\s*init: \(\.\.\.args\) => new BackendClass\(\.\.\.args\),\s*\}/,
    )
    expect(registry).toMatch(
      /export function getBackend\(name\) \{\s*return registry\.backends\[name\];\s*\}/,
    )
    expect(coreSource('backend.ts')).toContain(
      'this.implementation = implementation.init(this.config, {',
    )
  })

  it('hands every save to the implementation’s persistEntry, with the i18n files made after preSave', () => {
    const backend = coreSource('backend.ts')
    const save = backend.slice(backend.indexOf('  async persistEntry({'))
    const preSave = save.indexOf('await this.invokePreSaveEvent(')
    const i18nFiles = save.indexOf('dataFiles = getI18nFiles(')
    const write = save.indexOf(
      'await this.implementation.persistEntry(\n      {\n        dataFiles,',
    )
    expect(preSave).toBeGreaterThan(-1)
    expect(i18nFiles).toBeGreaterThan(preSave)
    expect(write).toBeGreaterThan(i18nFiles)
  })

  it('lets a preSave handler replace the entry’s data only (so the patch cannot move there)', () => {
    expect(coreSource('lib/registry.js')).toMatch(
      /const result = await handler\(_data, options\);\s*if \(result !== undefined\) \{\s*const entry = _data\.entry\.set\('data', result\);/,
    )
    // The served bundle, minified, does the same.
    expect(servedBundle).toMatch(
      /const (\w+)=await \w+\((\w+),\w+\);if\(void 0!==\1\)\{const \w+=\2\.entry\.set\("data",\1\)/,
    )
  })
})
