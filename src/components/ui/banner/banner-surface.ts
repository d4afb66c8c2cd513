import type { ThemeUICSSObject } from 'theme-ui'

import { bannerAccent, type BannerStatus } from './banner-status'

/**
 * The banner's look without its behaviour: the muted panel with the status's accent on the left
 * edge and on the icon. Shared by the live Banner and static notices rendered at build time.
 */
export function bannerSurface(status: BannerStatus): ThemeUICSSObject {
  const accent = bannerAccent[status]
  return {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 3,
    px: 3,
    py: 2,
    color: 'text',
    bg: 'muted',
    border: '1px solid',
    borderColor: 'border',
    borderLeftWidth: 4,
    borderLeftColor: accent,
    borderRadius: 'default',
    '& > svg': { flexShrink: 0, mt: '0.2em', color: accent },
  }
}
