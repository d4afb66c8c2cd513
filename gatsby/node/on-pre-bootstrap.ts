import type { GatsbyNode } from 'gatsby'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { fontFiles, latinRange } from '../../src/lib/inter-font'
import { validateSiteConfig } from '../../src/lib/content/check-site-details'
import { writeInterSubset } from '../inter-subset'
import { checkPageFiles } from '../page-files'
import { drawSiteIcons } from '../seo/draw-site-icons'
import { drawSocialImage } from '../seo/draw-social-image'
import { theme } from '../../src/lib/theme'
import { reloadFrameContent } from './on-create-page'

/**
 * Before Gatsby reads src/pages/ or static/: every page file has its row in the route table and
 * every row its file (src/i18n/routes.ts; a mismatch stops here, the file named); content/site.json
 * checked (a mistake stops here, file and field named); the Inter subset into generated/fonts/
 * (src/lib/fonts.ts imports it, so webpack names it by its content); the social image and the
 * icons drawn from the logo (favicon.ico, apple-touch-icon, the web manifest's), files of static/
 * that `gatsby develop` serves too; and the content every page's frame shows, read afresh.
 */
export function onPreBootstrapFor(projectDir: string): GatsbyNode['onPreBootstrap'] {
  return async () => {
    checkPageFiles(projectDir)
    const siteConfig = validateSiteConfig(
      JSON.parse(readFileSync(path.join(projectDir, 'content', 'site.json'), 'utf8')),
    )
    reloadFrameContent(projectDir)
    const target = path.join(projectDir, 'generated', 'fonts')
    mkdirSync(target, { recursive: true })
    // Parcel, which compiles gatsby-node, drops `require.resolve`: resolve from the project instead.
    const resolve = createRequire(path.join(projectDir, 'package.json')).resolve
    for (const { source, file } of fontFiles) {
      await writeInterSubset(resolve(source), path.join(target, file), latinRange)
    }
    await drawSocialImage(siteConfig.brandName, path.join(projectDir, 'static', 'og-image.png'))
    await drawSiteIcons(path.join(projectDir, 'static'), {
      brandName: siteConfig.brandName,
      background: String(theme.colors?.background),
      logoBackground: String(theme.colors?.primary),
    })
  }
}
