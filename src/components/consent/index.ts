export { ConsentBanner } from './consent-banner'
export { PrivacyDetails } from './privacy-details'
