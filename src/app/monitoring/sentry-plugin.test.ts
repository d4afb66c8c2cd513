/** @jest-environment node */
import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Error reporting stays out of the first load only as long as the Gatsby plugin, as installed,
 * brings nothing of its own into the browser and hands every bundle entry our `sentry.config.ts`,
 * which fetches the SDK later (defer-sentry.ts). The plugin documents the file, not how it gets
 * in: it replaces webpack's `entry`, putting the file first in each
 * (docs/performance.md#framework-internals-we-lean-on).
 */
const rootDir = path.resolve(__dirname, '../../..')
const pluginDir = path.dirname(require.resolve('@sentry/gatsby/package.json'))

interface SentryGatsbyNode {
  onCreateWebpackConfig: (
    api: { getConfig: () => unknown; actions: Record<string, jest.Mock> },
    options: Record<string, unknown>,
  ) => void
}

it('puts sentry.config.ts first in every bundle entry, adding no webpack plugin of its own', () => {
  expect(process.cwd()).toBe(rootDir) // the plugin looks for the file from where Gatsby runs
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() }
  const entry = { polyfill: '.cache/polyfill-entry', app: ['.cache/production-app'] }
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's file, as Gatsby loads it
    const plugin = require(path.join(pluginDir, 'gatsby-node.js')) as SentryGatsbyNode
    // The options gatsby-config.ts gives the plugin.
    plugin.onCreateWebpackConfig(
      { getConfig: () => ({ entry, devtool: false }), actions },
      { enableClientWebpackPlugin: false },
    )
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  expect(actions.setWebpackConfig).not.toHaveBeenCalled()
  expect(actions.replaceWebpackConfig).toHaveBeenCalledWith({
    entry: {
      polyfill: ['./sentry.config.ts', '.cache/polyfill-entry'],
      app: ['./sentry.config.ts', '.cache/production-app'],
    },
    devtool: false,
  })
})

it('has no browser or SSR file of its own that Gatsby would add to every page', () => {
  expect(existsSync(path.join(pluginDir, 'gatsby-node.js'))).toBe(true)
  for (const file of ['gatsby-browser.js', 'gatsby-ssr.js', 'gatsby-browser.mjs']) {
    expect([file, existsSync(path.join(pluginDir, file))]).toEqual([file, false])
  }
})
