import { replayCanvasIntegration, replayIntegration } from '@sentry/gatsby'
import { scrub } from './scrub'

/** Deep enough for a page's DOM snapshot; deeper nodes are cut. */
const replayMaxDepth = 256
/** Style sheets in a snapshot are long strings: cut only far beyond an event's text. */
const replayMaxLength = 200_000

export type CanvasQuality = 'low' | 'medium' | 'high'

/** Canvas replay quality presets, medium by default; canvases up to 1280x1280. */
export function canvasQualityFrom(value: string | undefined): CanvasQuality {
  return value === 'low' || value === 'high' ? value : 'medium'
}

/**
 * Loaded on idle after the SDK starts, and only with the visitor's consent (consented-replay.ts): the
 * heaviest part of error reporting stays off the first load. The replay integration is returned
 * apart so consent can stop it.
 */
export function replayIntegrations() {
  return {
    // Password inputs (and every other input) are masked: never recorded.
    replay: replayIntegration({
      maskAllInputs: true,
      maskAllText: true,
      blockAllMedia: true,
      // Recording and network events (URLs with the WhatsApp number, breadcrumbs) go through the
      // same rules as events; DOM snapshots are deep trees with long style sheets, hence the limits.
      beforeAddRecordingEvent: (event) => scrub(event, replayMaxDepth, replayMaxLength),
    }),
    canvas: replayCanvasIntegration({
      quality: canvasQualityFrom(process.env.GATSBY_SENTRY_CANVAS_QUALITY),
      maxCanvasSize: [1280, 1280],
    }),
  }
}
