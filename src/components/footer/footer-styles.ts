import type { ThemeUIStyleObject } from 'theme-ui'

export const footerHeadingStyles: ThemeUIStyleObject = { fontSize: 2, mt: 0, mb: 2 }
export const footerSmallPrint: ThemeUIStyleObject = {
  fontSize: 1,
  color: 'mutedText',
  m: 0,
  mb: 2,
}
