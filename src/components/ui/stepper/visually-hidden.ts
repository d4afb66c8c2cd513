import type { ThemeUIStyleObject } from 'theme-ui'

/** Read by assistive technology, not drawn. */
export const visuallyHidden: ThemeUIStyleObject = {
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
