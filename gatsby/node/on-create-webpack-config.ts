import type { GatsbyNode } from 'gatsby'

import { EagerCompileHintPlugin } from '../eager-compile-hint'

/**
 * The crash-test switch (src/components/crash/crash-trigger.tsx) exists only in builds made with
 * GATSBY_CRASH_TEST=1: defining the variable lets the minifier drop it from every other build. The
 * browser bundles every page starts with carry V8's eager-compile hint (gatsby/eager-compile-hint.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  plugins,
  stage,
}) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        'process.env.GATSBY_CRASH_TEST': JSON.stringify(
          process.env.GATSBY_CRASH_TEST === '1' ? '1' : '',
        ),
      }),
      ...(stage === 'build-javascript' ? [new EagerCompileHintPlugin()] : []),
    ],
  })
}
