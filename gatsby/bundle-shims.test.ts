import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { bundleShims, shimFor, shimRequests } from './bundle-shims'

const rootDir = path.resolve(__dirname, '..')
const inNodeModules = (file: string) => path.join(rootDir, 'node_modules', file)

describe('bundle shims', () => {
  const shims = bundleShims(rootDir, 'build-javascript')
  const wrapper = inNodeModules('gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js')
  const partytown = inNodeModules('gatsby/dist/internal-plugins/partytown/gatsby-browser.js')

  it('hands the i18n page wrapper the provider-only module, and no other file', () => {
    expect(shimFor(shims, 'react-i18next', wrapper)).toBe(
      path.join(rootDir, 'src/app/bundle/react-i18next-provider.ts'),
    )
    // Our own code and the plugin's index (which re-exports all of react-i18next) keep the package.
    expect(shimFor(shims, 'react-i18next', path.join(rootDir, 'src/app/page-wrapper.tsx'))).toBe(
      undefined,
    )
    expect(
      shimFor(shims, 'react-i18next', inNodeModules('gatsby-plugin-react-i18next/dist/index.js')),
    ).toBe(undefined)
  })

  it('exports from the provider-only module everything the page wrapper takes', () => {
    const used = new Set(
      [...readFileSync(wrapper, 'utf8').matchAll(/_reactI18next\.(\w+)/g)].map((match) => match[1]),
    )
    const shim = readFileSync(
      path.join(rootDir, 'src/app/bundle/react-i18next-provider.ts'),
      'utf8',
    )
    const exported = new Set(
      [...shim.matchAll(/export \{([^}]*)\}/g)].flatMap((match) =>
        match[1]!.split(',').map((name) => name.trim()),
      ),
    )
    expect(used.size).toBeGreaterThan(0)
    expect([...used].filter((name) => !exported.has(name!))).toEqual([])
  })

  it("drops Partytown's snippet only from production bundles, where Gatsby never calls it", () => {
    const request = './utils/inject-partytown-snippet'
    expect(shimFor(shims, request, partytown)).toBe(
      path.join(rootDir, 'src/app/bundle/no-partytown-snippet.ts'),
    )
    expect(shimFor(bundleShims(rootDir, 'develop'), request, partytown)).toBe(undefined)
    // Gatsby's hook returns before calling it unless it runs in development.
    const hook = readFileSync(partytown, 'utf8')
    const guard = hook.indexOf('process.env.NODE_ENV !== `development`')
    expect(guard).toBeGreaterThan(-1)
    expect(hook.indexOf('injectPartytownSnippet)(')).toBeGreaterThan(guard)
    expect(hook.match(/injectPartytownSnippet\)\(/g)).toHaveLength(1)
  })

  it('lets webpack skip every other request at once', () => {
    const requests = shimRequests(shims)
    expect(requests.test('react-i18next')).toBe(true)
    expect(requests.test('./utils/inject-partytown-snippet')).toBe(true)
    expect(requests.test('react-i18next/TransWithoutContext')).toBe(false)
    expect(requests.test('react')).toBe(false)
  })
})

describe('the Gatsby shim', () => {
  const shims = bundleShims(rootDir, 'build-javascript')
  const wrapper = inNodeModules('gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js')

  it('hands the page wrapper a module with the one Gatsby export it takes', () => {
    expect(shimFor(shims, 'gatsby', wrapper)).toBe(
      path.join(rootDir, 'src/app/bundle/gatsby-with-prefix.ts'),
    )
    expect(shimFor(shims, 'gatsby', path.join(rootDir, 'src/app/page-wrapper.tsx'))).toBe(undefined)
    const used = new Set(
      [...readFileSync(wrapper, 'utf8').matchAll(/_gatsby\.(\w+)/g)].map((match) => match[1]),
    )
    expect([...used]).toEqual(['withPrefix'])
    expect(
      readFileSync(path.join(rootDir, 'src/app/bundle/gatsby-with-prefix.ts'), 'utf8'),
    ).toContain("export { withPrefix } from 'gatsby'")
  })
})

describe('the outdent shim', () => {
  const shims = bundleShims(rootDir, 'build-javascript')
  const wrapper = inNodeModules('gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js')

  it("hands the page wrapper's outdent call our template tag", () => {
    expect(shimFor(shims, 'outdent', wrapper)).toBe(path.join(rootDir, 'src/app/bundle/outdent.ts'))
    // The plugin's one call, as Babel compiled it (src/app/bundle/outdent.test.ts formats it).
    expect(readFileSync(wrapper, 'utf8').match(/_outdent\.default\)\(/g)).toHaveLength(1)
  })
})

describe('the browser-language shim', () => {
  const shims = bundleShims(rootDir, 'build-javascript')
  const wrapper = inNodeModules('gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js')

  it('stands in for browser-lang, which the page wrapper calls only to redirect', () => {
    expect(shimFor(shims, 'browser-lang', wrapper)).toBe(
      path.join(rootDir, 'src/app/bundle/no-browser-language-redirect.ts'),
    )
    const source = readFileSync(wrapper, 'utf8')
    const redirectBranch = source.indexOf('if (isRedirect) {')
    expect(redirectBranch).toBeGreaterThan(-1)
    expect(source.match(/_browserLang\.default\)\(/g)).toHaveLength(1)
    expect(source.indexOf('_browserLang.default)(')).toBeGreaterThan(redirectBranch)
  })

  it('which never runs: the site turns the redirect off', () => {
    const config = readFileSync(path.join(rootDir, 'gatsby-config.ts'), 'utf8')
    expect(config).toMatch(/resolve: 'gatsby-plugin-react-i18next',[\s\S]*?redirect: false,/)
  })
})

describe('the service-worker shim', () => {
  const productionApp = path.join(rootDir, '.cache', 'production-app.js')
  const request = './register-service-worker'

  it("replaces Gatsby's registration in production bundles only", () => {
    expect(shimFor(bundleShims(rootDir, 'build-javascript'), request, productionApp)).toBe(
      path.join(rootDir, 'src/app/bundle/no-service-worker.ts'),
    )
    expect(shimFor(bundleShims(rootDir, 'develop'), request, productionApp)).toBe(undefined)
    // Gatsby requires it only when a plugin asks for a service worker.
    const app = readFileSync(inNodeModules('gatsby/cache-dir/production-app.js'), 'utf8')
    expect(app).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)\s*\}/,
    )
  })

  it('which none of the site’s plugins does', () => {
    const config = readFileSync(path.join(rootDir, 'gatsby-config.ts'), 'utf8')
    const plugins = new Set(
      [...config.matchAll(/resolve: '([^']+)'|^\s*'(gatsby-[\w-]+)',?$/gm)].map(
        (match) => (match[1] ?? match[2])!,
      ),
    )
    expect(plugins).toContain('gatsby-plugin-react-i18next')
    expect(plugins).toContain('@sentry/gatsby')
    const browserFiles = [
      path.join(rootDir, 'gatsby-browser.tsx'),
      ...[...plugins].map((plugin) => inNodeModules(`${plugin}/gatsby-browser.js`)),
      ...readdirSync(inNodeModules('gatsby/dist/internal-plugins')).map((plugin) =>
        inNodeModules(`gatsby/dist/internal-plugins/${plugin}/gatsby-browser.js`),
      ),
    ].filter((file) => existsSync(file))
    expect(browserFiles.length).toBeGreaterThan(2)
    for (const file of browserFiles) {
      expect([file, readFileSync(file, 'utf8').includes('registerServiceWorker')]).toEqual([
        file,
        false,
      ])
    }
  })
})
