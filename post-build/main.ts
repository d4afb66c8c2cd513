import { existsSync } from 'node:fs'
import path from 'node:path'

import { servesEditor } from '../hosting-policy/build-manifest'
import { hashPageScripts } from '../hosting-policy/csp/page-script-hashes'
import { bundleFunctions, functionsOutDir } from './bundle-functions'
import { deferScriptsInDirectory } from './defer-page-scripts'
import { writeDeploymentFiles } from './deployment-files'
import { originalsDirectory } from './gatsby-html-originals'
import { describePrecompression, precompressDirectory } from './precompress'
import { removeSourceMaps } from './remove-source-maps'
import { writeAdmin } from './write-admin'
import { writeBuildManifest } from './write-build-manifest'
import { writeSitemap } from './write-sitemap'

/**
 * Every step after `gatsby build` (`npm run build` runs it): the one place that writes into public/
 * after Gatsby. In order: the build's manifest, sitemap.xml and robots.txt, bundles requested after the
 * first paint (this changes every page, so it comes before hashing and compressing), source maps
 * out of public/, the content editor into admin/, `.br`/`.gz` siblings for the server and the CDN,
 * and the CDN's `_headers` (with each page's script hashes) and `_redirects`; and the CDN's
 * functions, bundled. The manifest holds the GATSBY_* values the build just baked into the pages,
 * which every later step (and the server, and the functions) reads instead of the environment.
 */
async function main(): Promise<void> {
  const rootDir = path.resolve(__dirname, '..')
  const publicDir = path.join(rootDir, 'public')
  if (!existsSync(publicDir)) throw new Error(`No build in ${publicDir}: run gatsby build first`)
  const started = performance.now()
  const manifest = await writeBuildManifest(publicDir, process.env)
  const sitemapUrls = await writeSitemap(publicDir, manifest.siteUrl)
  const deferred = await deferScriptsInDirectory(publicDir, originalsDirectory(rootDir))
  const maps = await removeSourceMaps(publicDir)
  // The editor on an origin of its own (CMS_ORIGIN): this site serves no /admin/.
  const admin = servesEditor(manifest) ? await writeAdmin(rootDir, publicDir, manifest.siteUrl) : 0
  const [compressed, hashes] = await Promise.all([
    precompressDirectory(publicDir),
    hashPageScripts(publicDir),
  ])
  const deployment = await writeDeploymentFiles(publicDir, hashes, manifest)
  const functions = await bundleFunctions(rootDir, manifest)
  console.log(
    `Build ${manifest.buildId} for ${manifest.siteUrl}, provider ${manifest.apiUrl}` +
      `${manifest.providerOrigin ? ` (forwarded to ${manifest.providerOrigin})` : ''}; ` +
      `sitemap.xml with ${sitemapUrls} URLs, robots.txt; ` +
      `${describePrecompression(compressed, performance.now() - started)}; bundles after first ` +
      `paint on ${deferred} pages; ${maps} source maps removed; ${
        admin
          ? `content editor (${admin} files) in admin/`
          : `no admin/ (editor on ${manifest.editorOrigin})`
      }; _headers and _redirects for ` +
      `${deployment.files} files; functions ${functions.join(', ')} bundled into ${functionsOutDir}/`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
