import { afterNextPaint } from '../../lib/after-next-paint'
import { slideMotionMs } from '../ui/slide-motion'

/**
 * One notice leaves, then the next comes (docs/product.md#notices): starts `banner`'s exit, the
 * kit's (`data-state="closing"`: 0.2 s out), and runs `then` once it is over. The answer's own
 * paint shows the bar going and lays out nothing else; the next notice takes its place in a later
 * frame.
 *
 * `moveFocus` takes focus out of the bar before it becomes inert (out of reach while it goes:
 * neither Tab nor a tap can land in it, so focus is not lost with it). With motion both wait for
 * the answer's paint: the bar is still there, fading, and a focus move in the tap cost React's
 * focus events and a style pass in its frame (docs/performance.md#interactions). Under
 * reduced motion there is no exit: the consent bar's styles hide a closing banner at once, keeping
 * its room, so focus moves first, while nothing has changed yet (focus() then recalculates no
 * style), and `then` runs after that paint. `reducedMotion` comes from the caller's media-query
 * hook, read before the tap: asking `matchMedia` in the tap would lengthen the tap's frame.
 */
export function closeNoticeThen(
  banner: HTMLElement | null,
  reducedMotion: boolean,
  moveFocus: () => void,
  then: () => void,
): void {
  if (!banner) {
    moveFocus()
    then()
    return
  }
  const goOutOfReach = () => {
    moveFocus()
    banner.inert = true
  }
  if (reducedMotion) goOutOfReach()
  banner.setAttribute('data-state', 'closing')
  if (reducedMotion) {
    afterNextPaint(then)
    return
  }
  afterNextPaint(goOutOfReach)
  setTimeout(then, slideMotionMs)
}

/** Whether `banner` is already on its way out (a second answer during the exit does nothing). */
export const isLeaving = (banner: HTMLElement | null) => banner?.dataset.state === 'closing'
