import type { GatsbyNode } from 'gatsby'
import { copyFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { localisePage, readFrameContent, type FrameContent } from './src/app/localise-page'
import { fontFiles } from './src/app/fonts'
// Importing validates content/site.json: a broken file stops the build with its field named.
import './src/app/site-config'

let frameContent: FrameContent | undefined

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () => {
  frameContent = readFrameContent(__dirname)
  // Inter is served from our own origin under a stable name so the page can preload it.
  const target = path.join(__dirname, 'static', 'fonts')
  mkdirSync(target, { recursive: true })
  // Parcel, which compiles this file, drops `require.resolve`: resolve from the project instead.
  const resolve = createRequire(path.join(__dirname, 'package.json')).resolve
  for (const { source, file } of fontFiles) {
    copyFileSync(resolve(source), path.join(target, file))
  }
}

/** The kit catalogue (src/pages/dev/) is for the team: develop and the browser-test build only. */
function isHiddenDevPage(path: string): boolean {
  const isDevPage = /^\/?([^/]+\/)?dev\//.test(path)
  const isProductionBuild = process.env.NODE_ENV === 'production'
  return isDevPage && isProductionBuild && process.env.GATSBY_KIT_CATALOGUE !== '1'
}

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (isHiddenDevPage(page.path)) {
    actions.deletePage(page)
    return
  }
  frameContent ??= readFrameContent(__dirname)
  const localised = localisePage(page, frameContent)
  if (!localised) return
  actions.deletePage(page)
  actions.createPage(localised)
}
