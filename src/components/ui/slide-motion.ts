import { keyframes } from '@emotion/react'
import type { ThemeUIStyleObject } from 'theme-ui'

/** Banners and toasts animate for 0.2 s (docs/product.md#motion). */
export const slideMotionMs = 200

/**
 * Fades and slides in from `offset` (a CSS length along y) on mount, and back out while
 * `data-state="closing"`. Animation is opted into with `no-preference`, so reduced motion (and
 * browsers without the media feature) get none.
 */
export function slideMotion(offset: string): ThemeUIStyleObject {
  const away = { opacity: 0, transform: `translateY(${offset})` }
  const here = { opacity: 1, transform: 'none' }
  const enter = keyframes({ from: away, to: here })
  const exit = keyframes({ from: here, to: away })
  return {
    '@media (prefers-reduced-motion: no-preference)': {
      animation: `${enter} ${slideMotionMs}ms ease-out`,
      '&[data-state="closing"]': { animation: `${exit} ${slideMotionMs}ms ease-in forwards` },
    },
  }
}
