import { gatsbyInternal } from '../gatsby-internal'

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
  const { websocketManager } = gatsbyInternal<{
    websocketManager: { emitError: (id: string, message: unknown) => void }
  }>(projectDir, 'utils/websocket-manager')
  return (id, errors) => websocketManager.emitError(id, errors)
}
