import path from 'node:path'

/**
 * A module webpack hands a CommonJS file of the stack instead of the one it requires. Webpack keeps
 * everything a `require()` could reach, so a CommonJS file that uses one export of a package, or
 * none at all in production, kept the whole of it in every page's first load. Each shim exports
 * what its issuer uses (the tests read the issuer to make sure), and webpack's tree shaking drops
 * the rest (docs/performance.md#first-load-javascript).
 */
export interface BundleShim {
  /** The request as the issuer writes it. */
  request: string
  /** The requiring file, by its path inside the project (in node_modules/ or Gatsby's .cache/). */
  issuer: string
  /** Absolute path of the module handed over instead. */
  replacement: string
}

export function bundleShims(rootDir: string, stage: string): BundleShim[] {
  const shimDir = path.join(rootDir, 'src', 'app', 'bundle')
  const pageWrapper = path.join(
    'node_modules',
    'gatsby-plugin-react-i18next',
    'dist',
    'plugin',
    'wrapPageElement.js',
  )
  return [
    // The page wrapper uses I18nextProvider only: Trans and its HTML parser, withSSR, useSSR and
    // withTranslation leave the bundle.
    {
      request: 'react-i18next',
      issuer: pageWrapper,
      replacement: path.join(shimDir, 'react-i18next-provider.ts'),
    },
    // The wrapper takes withPrefix from Gatsby: the Slice component, StaticQuery… leave the bundle.
    {
      request: 'gatsby',
      issuer: pageWrapper,
      replacement: path.join(shimDir, 'gatsby-with-prefix.ts'),
    },
    // The wrapper formats one console error with outdent's template tag: ours does the same.
    { request: 'outdent', issuer: pageWrapper, replacement: path.join(shimDir, 'outdent.ts') },
    // The wrapper guesses a language from the browser only to redirect, which the site turns off.
    {
      request: 'browser-lang',
      issuer: pageWrapper,
      replacement: path.join(shimDir, 'no-browser-language-redirect.ts'),
    },
    // Gatsby calls the snippet injector only in `gatsby develop`, where it stays.
    ...(stage === 'build-javascript'
      ? [
          {
            request: './utils/inject-partytown-snippet',
            issuer: path.join(
              'node_modules',
              'gatsby',
              'dist',
              'internal-plugins',
              'partytown',
              'gatsby-browser.js',
            ),
            replacement: path.join(shimDir, 'no-partytown-snippet.ts'),
          },
          // Gatsby registers a service worker only when a plugin asks; none of ours does.
          {
            request: './register-service-worker',
            issuer: path.join('.cache', 'production-app.js'),
            replacement: path.join(shimDir, 'no-service-worker.ts'),
          },
        ]
      : []),
  ]
}

/** The replacement for `request` from `issuer` (an absolute path), if a shim names them. */
export function shimFor(
  shims: readonly BundleShim[],
  request: string,
  issuer: string,
): string | undefined {
  return shims.find(
    (shim) => shim.request === request && issuer.endsWith(`${path.sep}${shim.issuer}`),
  )?.replacement
}

/** Every request a shim replaces, for webpack's cheap first filter. */
export function shimRequests(shims: readonly BundleShim[]): RegExp {
  const escaped = shims.map((shim) => shim.request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  return new RegExp(`^(?:${escaped.join('|')})$`)
}
