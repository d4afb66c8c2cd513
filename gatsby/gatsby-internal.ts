import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * One of Gatsby's own modules (`gatsby/dist/…`), which develop-time fixes lean on
 * (docs/performance.md#framework-internals-we-lean-on). gatsby-node is compiled by Parcel, which
 * drops require.resolve: the module is resolved from the project.
 */
export function gatsbyInternal<Module>(projectDir: string, modulePath: string): Module {
  const require = createRequire(path.join(projectDir, 'package.json'))
  return require(`gatsby/dist/${modulePath}`) as Module
}
