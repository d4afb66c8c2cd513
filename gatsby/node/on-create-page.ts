import type { GatsbyNode } from 'gatsby'

import { isHiddenDevPage } from '../dev-pages'
import {
  isOutsideItsLocales,
  localisePage,
  readFrameContent,
  type FrameContent,
} from '../localise-page'

let frameContent: FrameContent | undefined

/** The announcement and suggestions every page's frame shows, read again (each bootstrap). */
export function reloadFrameContent(projectDir: string): void {
  frameContent = readFrameContent(projectDir)
}

/**
 * Each page once per locale its route lists (src/i18n/routes.ts), with its frame content; the
 * team's dev pages only in develop.
 */
export function onCreatePageFor(projectDir: string): GatsbyNode['onCreatePage'] {
  return ({ page, actions }) => {
    if (isHiddenDevPage(page.path) || isOutsideItsLocales(page)) {
      actions.deletePage(page)
      return
    }
    frameContent ??= readFrameContent(projectDir)
    const localised = localisePage(page, frameContent)
    if (!localised) return
    actions.deletePage(page)
    actions.createPage(localised)
  }
}
