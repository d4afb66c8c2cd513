import type { GatsbyNode } from 'gatsby'

import {
  contentErrorLocation,
  contentErrorMeta,
  overlayError,
} from '../content/content-error-location'
import { contentVersionOf, type FileNode } from '../content/content-renders'
import { developOverlay } from '../content/develop-overlay'
import { renders } from './content-render-cache'

/**
 * Every MDX file under content/ is checked and rendered to HTML here; a mistake stops the build
 * with file, line and rule. Pages get the result from the `Mdx.fields` resolver
 * (create-resolvers.ts).
 */
export function onCreateNodeFor(projectDir: string): GatsbyNode['onCreateNode'] {
  // Content errors in the browser in `gatsby develop` (null in a build).
  const overlay = developOverlay(projectDir)
  return async ({ node, getNode, reporter }) => {
    if (node.internal.type !== 'Mdx' || !node.parent) return
    const file = getNode(node.parent) as unknown as FileNode | undefined
    const version = contentVersionOf(node, file, projectDir)
    if (!file || !version) return
    const overlayId = `content-error ${file.relativePath}`
    try {
      await renders.render(version)
      overlay?.(overlayId, null)
    } catch (error) {
      const message = (error as Error).message
      const { filePath, line } = contentErrorLocation(message, projectDir, file.absolutePath)
      // Stops `gatsby build`; in develop it is reported and the page keeps the last good version.
      const structured = contentErrorMeta(message, filePath, line)
      reporter.panicOnBuild(structured)
      overlay?.(overlayId, [overlayError(structured)])
    }
  }
}
