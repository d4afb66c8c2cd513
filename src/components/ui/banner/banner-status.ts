export const bannerStatuses = ['info', 'success', 'warning', 'error'] as const
export type BannerStatus = (typeof bannerStatuses)[number]

export function isBannerStatus(value: unknown): value is BannerStatus {
  return bannerStatuses.includes(value as BannerStatus)
}

/** Warnings and errors interrupt (`role="alert"`); info and success wait their turn. */
export function bannerRole(status: BannerStatus): 'alert' | 'status' {
  return status === 'warning' || status === 'error' ? 'alert' : 'status'
}

/**
 * Accent (left edge and icon) per status. The palette has no status colours yet, so these reuse
 * tokens that keep 3:1 against `muted` in both modes; the icon shape, not the colour, tells them
 * apart. `theme.banners.<status>` overrides any of it once status tokens exist.
 */
export const bannerAccent: Record<BannerStatus, string> = {
  info: 'secondary',
  success: 'primary',
  warning: 'link',
  error: 'text',
}
