/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * footer.tsx and faq-view.tsx pick their code by `process.env.BUILD_STAGE` (served-html.tsx),
 * which Gatsby does not document: its webpack config, as installed, defines it as a constant for
 * each build's stage, so the branch the stage does not take is dropped from that bundle (docs/performance.md#framework-internals-we-lean-on).
 */
const gatsbyDist = (file: string) =>
  readFileSync(
    path.join(path.dirname(require.resolve('gatsby/package.json')), 'dist', file),
    'utf8',
  )

it('is a constant of each bundle, its build stage', () => {
  const config = gatsbyDist('utils/webpack.config.js')
  expect(config).toContain('envObject.BUILD_STAGE = JSON.stringify(stage);')
  expect(config).toMatch(/acc\[`process\.env\.\$\{key\}`\] = mergedEnvVars\[key\];/)
  expect(config).toMatch(/plugins\.define\(\{\s*\.\.\.processEnv\(stage, `development`\),/)
})

it('is one of the four stages the site tells apart', () => {
  const types = gatsbyDist('commands/types.js')
  for (const [name, value] of [
    ['Develop', 'develop'],
    ['DevelopHTML', 'develop-html'],
    ['BuildJavascript', 'build-javascript'],
    ['BuildHTML', 'build-html'],
  ])
    expect(types).toContain(`Stage["${name}"] = "${value}";`)
})
