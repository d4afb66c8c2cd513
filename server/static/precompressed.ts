import { acceptedCodings, type ContentCoding } from './accept-encoding'
import { statOrNull, type SiteFile } from './site-files'

export interface Representation {
  absolutePath: string
  size: number
  /** Absent for the file itself. */
  coding?: ContentCoding
}

const siblingSuffix: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' }

/**
 * The `.br` or `.gz` sibling `npm run build` wrote (scripts/precompress.ts), in the client's order
 * of preference, else the file itself (which may still be compressed on the fly). A sibling older
 * than its file is left over from an earlier build and would serve stale content, so it is skipped.
 */
export async function chooseRepresentation(
  file: SiteFile,
  acceptEncoding: string | undefined,
): Promise<Representation> {
  for (const coding of acceptedCodings(acceptEncoding)) {
    const absolutePath = file.absolutePath + siblingSuffix[coding]
    const stats = await statOrNull(absolutePath)
    if (stats?.isFile() && stats.mtimeMs >= file.stats.mtimeMs) {
      return { absolutePath, size: stats.size, coding }
    }
  }
  return { absolutePath: file.absolutePath, size: file.stats.size }
}
