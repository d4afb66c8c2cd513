import { writeStorage } from '../../lib/storage'

/** localStorage key holding the id of the last announcement the visitor dismissed. */
export const announcementDismissalKey = 'announcement-dismissed'
/** Attribute the pre-paint script puts on <html>, so a dismissed banner never shows, not even briefly. */
export const dismissedAttribute = 'data-announcement-dismissed'

export function rememberDismissal(id: string): void {
  writeStorage(announcementDismissalKey, id)
  document.documentElement.setAttribute(dismissedAttribute, id)
}

/**
 * Before paint: marks <html> with a stored dismissal. Anything but a plain id (corrupt, tampered)
 * counts as none.
 */
export const announcementDismissalScript = `(function(){try{var d=localStorage.getItem('${announcementDismissalKey}');if(d&&/^[a-z0-9-]+$/.test(d)){document.documentElement.setAttribute('${dismissedAttribute}',d)}}catch(e){}})()`

/** Attribute set on <html> before paint once the announcement's end date has passed. */
export const expiredAttribute = 'data-announcement-expired'

/** Inline script placed right after the banner: hides an expired banner before it paints. */
export function expiryScript(id: string, endsAt: string): string {
  return `(function(){if(Date.now()>=${Date.parse(endsAt)}){document.documentElement.setAttribute('${expiredAttribute}','${id}')}})()`
}
