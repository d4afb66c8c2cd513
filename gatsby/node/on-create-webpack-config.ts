import type { GatsbyNode } from 'gatsby'

import { EagerCompileHintPlugin } from '../eager-compile-hint'
import { bundleShims, shimFor, shimRequests } from '../bundle-shims'

type ResolveData = { request: string; contextInfo?: { issuer?: string } }

/**
 * The crash-test switch (src/components/crash/crash-trigger.tsx) exists only in builds made with
 * GATSBY_CRASH_TEST=1: defining the variable lets the minifier drop it from every other build. The
 * browser bundles every page starts with carry V8's eager-compile hint (gatsby/eager-compile-hint.ts),
 * and two CommonJS files of the stack get a module exporting only what they use, so the code they
 * never run leaves the first load (gatsby/bundle-shims.ts).
 */
export const onCreateWebpackConfigFor =
  (rootDir: string): GatsbyNode['onCreateWebpackConfig'] =>
  ({ actions, plugins, stage }) => {
    const shims = bundleShims(rootDir, stage)
    actions.setWebpackConfig({
      plugins: [
        plugins.define({
          'process.env.GATSBY_CRASH_TEST': JSON.stringify(
            process.env.GATSBY_CRASH_TEST === '1' ? '1' : '',
          ),
        }),
        plugins.normalModuleReplacement(shimRequests(shims), (resource: ResolveData) => {
          const shim = shimFor(shims, resource.request, resource.contextInfo?.issuer ?? '')
          if (shim) resource.request = shim
        }),
        ...(stage === 'build-javascript' ? [new EagerCompileHintPlugin()] : []),
      ],
    })
  }
