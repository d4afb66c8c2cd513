import type { ThemeUICSSObject } from 'theme-ui'

/** Read by assistive technology, invisible on screen (the usual clip pattern). */
export const visuallyHidden: ThemeUICSSObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
}
