import { keyframes } from '@emotion/react'
import { useState } from 'react'
import type { ThemeUIStyleObject } from 'theme-ui'

/** Banners and toasts animate for 0.2 s (docs/product.md#motion). */
export const slideMotionMs = 200

/**
 * Fades and slides in from `offset` (a CSS length along y) when the element carries
 * `data-appear` (see `useAppeared`), and back out while `data-state="closing"`. Animation is
 * opted into with `no-preference`, so reduced motion (and browsers without the media feature) get
 * none.
 */
export function slideMotion(offset: string): ThemeUIStyleObject {
  const away = { opacity: 0, transform: `translateY(${offset})` }
  const here = { opacity: 1, transform: 'none' }
  const enter = keyframes({ from: away, to: here })
  const exit = keyframes({ from: here, to: away })
  return {
    '@media (prefers-reduced-motion: no-preference)': {
      '&[data-appear]': { animation: `${enter} ${slideMotionMs}ms ease-out` },
      '&[data-state="closing"]': { animation: `${exit} ${slideMotionMs}ms ease-in forwards` },
    },
  }
}

let firstRenderDone = false

/** The app calls this once its first render (the hydration of the server HTML) has committed. */
export function markFirstRenderDone(): void {
  firstRenderDone = true
}

/**
 * Whether the calling component appeared after the page's first render (`data-appear` then gets
 * the entrance motion) rather than being drawn with the page. Something in the server HTML is
 * already there when the page paints; fading it in would only hold back the page's largest paint
 * by the length of the fade. Decided once, at mount: the same on the server and while hydrating.
 */
export function useAppeared(): boolean {
  const [appeared] = useState(() => firstRenderDone)
  return appeared
}
