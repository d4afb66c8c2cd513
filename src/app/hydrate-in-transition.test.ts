/** @jest-environment node */
import { readFileSync } from 'node:fs'

/**
 * `replaceHydrateFunction` is documented; what hydrate-in-transition.ts leans on beyond it is how
 * Gatsby's browser runtime, as installed, calls the function: once, with its app element and the
 * `___gatsby` container the static HTML fills, in place of its own hydrate
 * (docs/performance.md#framework-internals-we-lean-on).
 */
const productionApp = readFileSync(require.resolve('gatsby/cache-dir/production-app.js'), 'utf8')

it("takes the first plugin's renderer in place of Gatsby's own hydrate", () => {
  expect(productionApp).toMatch(
    /const renderer =\s*apiRunner\(`replaceHydrateFunction`, undefined, defaultRenderer\)\[0\] \|\|\s*defaultRenderer/,
  )
  expect(productionApp).toMatch(/defaultRenderer = \(Component, el\) =>\s*hydrate\(Component, el,/)
})

it('calls it with the app element and the container the static HTML fills', () => {
  expect(productionApp).toMatch(
    /const rootElement =\s*typeof window !== `undefined`\s*\? document\.getElementById\(`___gatsby`\)\s*: null\s*renderer\(<App \/>, rootElement\)/,
  )
  expect(productionApp.match(/renderer\(/g)).toHaveLength(1)
})
