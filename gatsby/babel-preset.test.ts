/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { transformSync } from '@babel/core'

const rootDir = path.resolve(__dirname, '..')
const requireHere = createRequire(__filename)
const sitePresetFile = path.join(__dirname, 'babel-preset.cjs')
// The package ships no types; this is the documented call used here.
const { default: getTargets } = requireHere('@babel/helper-compilation-targets') as {
  default: (options: { browsers?: string[] }, extra?: { configPath: string }) => Targets
}
type Targets = Record<string, string>

interface SitePreset {
  transformsAddedWhateverTheTargets: Record<string, string>
  transformsNoTargetNeeds: (targets: Targets) => Set<string>
  pluginPath: (item: unknown) => string
}
const sitePreset = requireHere(sitePresetFile) as SitePreset
const gatsbyPreset = (requireHere('babel-preset-gatsby') as { default: GatsbyPreset }).default
type GatsbyPreset = (api: unknown, options: Record<string, unknown>) => { plugins: unknown[] }
const fromGatsbyPreset = createRequire(requireHere.resolve('babel-preset-gatsby'))

const source = 'const pick = (a, c) => a?.b ?? [...c]\nclass Failure extends Error { code = 1 }'

/** What webpack's babel-loader hands the site's .babelrc for one of Gatsby's bundles. */
function compile(target: 'web' | 'node' | undefined, envName: string, code = source): string {
  const result = transformSync(code, {
    filename: path.join(rootDir, 'src/example.tsx'),
    root: rootDir,
    cwd: rootDir,
    envName,
    babelrc: false,
    configFile: false,
    caller: { name: 'babel-loader', target } as { name: string },
    presets: [[sitePresetFile, { reactRuntime: 'automatic', reactImportSource: 'theme-ui' }]],
  })
  return result?.code ?? ''
}

describe('the site Babel preset', () => {
  it('finds, in babel-preset-gatsby, every transform it drops (else an entry is obsolete)', () => {
    const listed = gatsbyPreset(null, { stage: 'build-javascript' }).plugins.map(
      sitePreset.pluginPath,
    )
    for (const plugin of Object.keys(sitePreset.transformsAddedWhateverTheTargets)) {
      expect({
        plugin,
        inBabelPresetGatsby: listed.includes(fromGatsbyPreset.resolve(plugin)),
      }).toEqual({ plugin, inBabelPresetGatsby: true })
    }
  })

  it('names each dropped transform as Babel’s compatibility data does', () => {
    const data = requireHere('@babel/compat-data/plugins') as Record<string, unknown>
    for (const feature of Object.values(sitePreset.transformsAddedWhateverTheTargets)) {
      expect({ feature, known: feature in data }).toEqual({ feature, known: true })
    }
  })

  it('ships ?., ??, spread, classes and class fields as written to the browsers we list', () => {
    const shipped = compile('web', 'production')
    expect(shipped).toContain('a?.b ?? [...c]')
    expect(shipped).toContain('class Failure extends Error')
    expect(shipped).toContain('code = 1')
  })

  it('keeps every transform for a browser that needs them', () => {
    const old = getTargets({ browsers: ['chrome 40'] })
    expect(sitePreset.transformsNoTargetNeeds(old).size).toBe(0)
    const ours = getTargets({}, { configPath: rootDir })
    expect(sitePreset.transformsNoTargetNeeds(ours).size).toBe(
      Object.keys(sitePreset.transformsAddedWhateverTheTargets).length,
    )
  })

  it('leaves the rest of babel-preset-gatsby as it is', () => {
    const webpackProduction = {
      caller: (read: (caller: object) => unknown) => read({ name: 'babel-loader', target: 'web' }),
      env: (name: string) => name === 'production',
    }
    const gatsbys = gatsbyPreset(null, { stage: 'build-javascript' })
    const ours = (requireHere(sitePresetFile) as GatsbyPreset)(webpackProduction, {})
    const dropped = Object.keys(sitePreset.transformsAddedWhateverTheTargets).map((plugin) =>
      fromGatsbyPreset.resolve(plugin),
    )
    expect(ours).toEqual({
      ...gatsbys,
      plugins: gatsbys.plugins.filter((item) => !dropped.includes(sitePreset.pluginPath(item))),
    })

    const jsx = 'export const Title = () => <h1>Hi</h1>'
    // Gatsby's production browser bundle: React's runtime JSX from theme-ui, ES modules kept.
    expect(compile('web', 'production', jsx)).toContain('from "theme-ui/jsx-runtime"')
    // gatsby develop: the development JSX, with file and line for React's warnings.
    expect(compile('web', 'development', jsx)).toContain('from "theme-ui/jsx-dev-runtime"')
    // The HTML renderer: production JSX too.
    expect(compile('node', 'production', jsx)).toContain('from "theme-ui/jsx-runtime"')
    // Jest: CommonJS.
    expect(compile(undefined, 'test', jsx)).toContain('require("theme-ui/jsx-runtime")')
  })
})

describe('.babelrc', () => {
  it('hands every file of the site to the site preset, with gatsby-config’s JSX runtime', async () => {
    const babelrc = JSON.parse(readFileSync(path.join(rootDir, '.babelrc'), 'utf8')) as {
      presets: [string, Record<string, unknown>][]
    }
    const { default: gatsbyConfig } = await import('../gatsby-config')
    expect(babelrc.presets).toEqual([
      [
        './gatsby/babel-preset.cjs',
        {
          reactRuntime: gatsbyConfig.jsxRuntime,
          reactImportSource: gatsbyConfig.jsxImportSource,
        },
      ],
    ])
  })
})
