export { Banner } from './banner'
export type { BannerLinkTarget, BannerProps } from './banner'
export { bannerAccent, bannerRole, bannerStatuses, isBannerStatus } from './banner-status'
export type { BannerStatus } from './banner-status'
