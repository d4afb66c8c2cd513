import type { Compilation } from 'webpack'
import { startupScripts } from './eager-compile-hint'

/** A compilation's named chunk groups, as webpack's chunk graph gives them for a Gatsby build. */
function compilationWith(groups: Record<string, string[][]>) {
  const namedChunkGroups = new Map(
    Object.entries(groups).map(([name, chunks]) => [
      name,
      { chunks: chunks.map((files) => ({ files: new Set(files) })) },
    ]),
  )
  return { namedChunkGroups } as unknown as Pick<Compilation, 'namedChunkGroups'>
}

describe('startupScripts', () => {
  const compilation = compilationWith({
    app: [['webpack-runtime-1.js'], ['framework-2.js'], ['app-3.js', 'app-3.js.LICENSE.txt']],
    'component---src-pages-index-tsx': [['commons-4.js'], ['component---src-pages-index-tsx-5.js']],
    'component---src-pages-dev-kit-tsx': [
      ['b192428f-6.js'],
      ['component---src-pages-dev-kit-7.js'],
    ],
    'sentry-browser': [['550fdbb7-8.js'], ['79-9.js']],
  })

  it("takes every script of the app entry and of each page's chunk group", () => {
    expect([...startupScripts(compilation)].sort()).toEqual([
      'app-3.js',
      'b192428f-6.js',
      'commons-4.js',
      'component---src-pages-dev-kit-7.js',
      'component---src-pages-index-tsx-5.js',
      'framework-2.js',
      'webpack-runtime-1.js',
    ])
  })

  it('leaves out chunks only a later import() reaches, and files that are not scripts', () => {
    const files = startupScripts(compilation)
    expect(files.has('550fdbb7-8.js')).toBe(false)
    expect(files.has('79-9.js')).toBe(false)
    expect(files.has('app-3.js.LICENSE.txt')).toBe(false)
  })
})
