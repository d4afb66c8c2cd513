export { AnnouncementBanner } from './announcement-banner'
