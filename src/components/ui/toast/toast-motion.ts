import { keyframes } from '@emotion/react'
import type { ThemeUIStyleObject } from 'theme-ui'

/** Toasts animate for 0.2 s (docs/product.md#motion). */
export const toastAnimationMs = 200

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
})
const exit = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(0.5rem)' },
})

/** Rises in on mount, sinks out while `data-state="closing"`; still under reduced motion. */
export const toastMotion: ThemeUIStyleObject = {
  '@media (prefers-reduced-motion: no-preference)': {
    animation: `${enter} ${toastAnimationMs}ms ease-out`,
    '&[data-state="closing"]': { animation: `${exit} ${toastAnimationMs}ms ease-in forwards` },
  },
}
