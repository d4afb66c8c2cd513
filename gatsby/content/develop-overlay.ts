import { createRequire } from 'node:module'
import path from 'node:path'

/** Shows errors in the browser's overlay in `gatsby develop`, or clears them (`null`). */
export type OverlayErrors = (id: string, errors: readonly unknown[] | null) => void

/**
 * Gatsby 5 shows in the browser only webpack's errors and GraphQL query errors: a structured
 * error reported by onCreateNode reaches the terminal, never the page (its develop overlay is fed
 * by `websocketManager.emitError`, which only the query compiler calls). This hands content errors
 * to that same channel; the overlay shows each with its file and line. Outside `gatsby develop`
 * there is no overlay, and null is returned.
 */
export function developOverlay(projectDir: string): OverlayErrors | null {
  if (process.env.gatsby_executing_command !== 'develop') return null
  // gatsby-node is compiled by Parcel, which drops require.resolve: resolve from the project.
  const require = createRequire(path.join(projectDir, 'package.json'))
  const { websocketManager } = require('gatsby/dist/utils/websocket-manager') as {
    websocketManager: { emitError: (id: string, message: unknown) => void }
  }
  return (id, errors) => websocketManager.emitError(id, errors)
}
