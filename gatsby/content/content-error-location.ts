/**
 * Where a content error points: every message of gatsby/content/ starts `content/<path>:<line>: `.
 * Gatsby's structured errors carry the file and line apart, for the terminal and the overlay.
 */
export function contentErrorLocation(
  message: string,
  projectDir: string,
  fallbackFile: string,
): { filePath: string; line?: number } {
  const match = /^(content\/[^:\n]+):(\d+):/.exec(message)
  if (!match) return { filePath: fallbackFile }
  return { filePath: `${projectDir}/${match[1]}`, line: Number(match[2]) }
}

/** Our one entry in Gatsby's error map (Gatsby prefixes it: `default-site-plugin_content`). */
export const contentErrorId = 'content'
export const contentErrorMap = {
  [contentErrorId]: {
    text: (context: { sourceMessage: string }) => context.sourceMessage,
    level: 'ERROR' as const,
    category: 'USER' as const,
  },
}

export interface ContentErrorMeta {
  id: string
  context: { sourceMessage: string }
  filePath: string
  location?: { start: { line: number; column: number } }
}

export function contentErrorMeta(
  message: string,
  filePath: string,
  line?: number,
): ContentErrorMeta {
  return {
    id: contentErrorId,
    context: { sourceMessage: `Content error\n${message}` },
    filePath,
    ...(line ? { location: { start: { line, column: 1 } } } : {}),
  }
}

/**
 * The error as Gatsby's develop overlay reads a structured error: a title (the first line of the
 * message), the file and line above a frame holding the whole text.
 */
export function overlayError(meta: ContentErrorMeta) {
  return { ...meta, text: meta.context.sourceMessage, level: 'ERROR', code: meta.id }
}
