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
 * Accent (left edge and icon) per status: the theme's status colours, each at least 3:1 against
 * `muted` in both modes. The icon shape tells them apart too, for readers who cannot see colour.
 */
export const bannerAccent: Record<BannerStatus, string> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
}
