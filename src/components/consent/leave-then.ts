import { afterNextPaint } from '../../lib/after-next-paint'
import { slideMotionMs } from '../ui/slide-motion'

/**
 * One notice leaves, then the next comes (docs/product.md#notices): starts `banner`'s exit, the
 * kit's (`data-state="closing"`: 0.2 s out), and runs `then` once it is over. Under reduced motion
 * there is no exit: the consent bar's styles hide a closing banner at once, keeping its room, and
 * `then` runs after that paint. Either way the answer's own paint shows the bar going and lays out
 * nothing else; the next notice takes its place in a later frame. `reducedMotion` comes from the
 * caller's media-query hook, read before the tap: asking `matchMedia` in the tap cost up to 4 ms
 * at 4× CPU in a trace.
 */
export function leaveThen(
  banner: HTMLElement | null,
  reducedMotion: boolean,
  then: () => void,
): void {
  if (!banner) {
    then()
    return
  }
  banner.setAttribute('data-state', 'closing')
  // Out of reach while it goes: neither Tab nor a tap can land in it, so focus is not lost with it.
  banner.inert = true
  if (reducedMotion) afterNextPaint(then)
  else setTimeout(then, slideMotionMs)
}

/** Whether `banner` is already on its way out (a second answer during the exit does nothing). */
export const isLeaving = (banner: HTMLElement | null) => banner?.dataset.state === 'closing'
