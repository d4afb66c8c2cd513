import { keyframes } from '@emotion/react'
import type { ThemeUIStyleObject } from 'theme-ui'

/** Banners and toasts animate for 0.2 s (docs/product.md#motion). */
export const bannerAnimationMs = 200

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.25rem)' },
  to: { opacity: 1, transform: 'none' },
})
const exit = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(-0.25rem)' },
})

/**
 * Enter on mount, exit while `data-state="closing"`. Animation is opted into with
 * `no-preference`, so reduced motion (and browsers without the media feature) get none.
 */
export const bannerMotion: ThemeUIStyleObject = {
  '@media (prefers-reduced-motion: no-preference)': {
    animation: `${enter} ${bannerAnimationMs}ms ease-out`,
    '&[data-state="closing"]': { animation: `${exit} ${bannerAnimationMs}ms ease-in forwards` },
  },
}
