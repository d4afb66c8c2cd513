import { afterNextPaint } from '../../lib/after-next-paint'
import { readStorage, writeStorage } from '../../lib/storage'

/** The visitor's answer to "may web analytics and session replay run?" (LGPD/GDPR consent). */
export type ConsentChoice = 'accepted' | 'rejected'

export interface Consent {
  /** What applies now; null: no choice yet, so nothing that needs consent runs and the banner asks. */
  choice: ConsentChoice | null
  /** The browser sends Global Privacy Control: a refusal, whatever was stored, and no banner. */
  globalPrivacyControl: boolean
}

export const consentStorageKey = 'privacy-consent'

/** What is stored: versioned, so a later change of categories can tell old answers apart. */
interface StoredConsent {
  version: 1
  choice: ConsentChoice
  /** When the visitor chose (ISO date-time): the record LGPD and GDPR ask a site to keep. */
  decidedAt: string
}

/** The stored choice, or null for anything else (absent, corrupt, tampered, another version). */
export function parseStoredConsent(raw: string | null): ConsentChoice | null {
  if (raw === null) return null
  try {
    const stored = JSON.parse(raw) as Partial<StoredConsent> | null
    if (stored?.version !== 1 || typeof stored.decidedAt !== 'string') return null
    return stored.choice === 'accepted' || stored.choice === 'rejected' ? stored.choice : null
  } catch {
    return null
  }
}

export function serializeConsent(choice: ConsentChoice, decidedAt: Date): string {
  const stored: StoredConsent = { version: 1, choice, decidedAt: decidedAt.toISOString() }
  return JSON.stringify(stored)
}

/** Set on <html> before paint when the answer is known: the static banner then never shows. */
export const consentDecidedAttribute = 'data-consent-decided'

/**
 * Inline, before the body: the banner is in every page's HTML (so it paints with the page instead
 * of becoming its largest, latest paint after hydration); this hides it at once for a visitor who
 * has answered or sends Global Privacy Control. Same rules as parseStoredConsent.
 */
export const consentDecidedScript = `(function(){try{var g=navigator.globalPrivacyControl===true,s=JSON.parse(localStorage.getItem('${consentStorageKey}')||'null');if(g||(s&&s.version===1&&typeof s.decidedAt==='string'&&(s.choice==='accepted'||s.choice==='rejected'))){document.documentElement.setAttribute('${consentDecidedAttribute}','')}}catch(e){}})()`

function sendsGlobalPrivacyControl(): boolean {
  if (typeof navigator === 'undefined') return false
  return (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true
}

const listeners = new Set<() => void>()
let cached: { key: string; consent: Consent } | null = null
/** A choice made while storage refuses writes (private modes): it holds for this page view. */
let unsaved: ConsentChoice | null = null
/** The latest choice, until it is written (setConsent's `writeAfterPaint`): it applies already. */
let unwritten: { choice: ConsentChoice; value: string } | null = null

/**
 * The consent that applies now. One store for the whole document and outside React, because the
 * deferred Sentry set-up needs it as much as the banner does. Reads storage on every call (cheap)
 * so another tab's choice and a cleared storage are seen; the same answer keeps the same object,
 * as React's useSyncExternalStore requires.
 */
export function getConsent(): Consent {
  const raw = readStorage(consentStorageKey)
  const globalPrivacyControl = sendsGlobalPrivacyControl()
  const key = `${globalPrivacyControl}|${raw}|${unwritten?.value}`
  if (cached?.key !== key) {
    const stored = unwritten?.choice ?? parseStoredConsent(raw) ?? unsaved
    const choice = globalPrivacyControl ? 'rejected' : stored
    cached = { key, consent: { choice, globalPrivacyControl } }
  }
  return cached.consent
}

export function hasConsent(): boolean {
  return getConsent().choice === 'accepted'
}

export interface ConsentTiming {
  /**
   * Runs `notify`, which tells every subscriber (replay and analytics stop on a refusal): at once
   * by default. The banner passes a scheduler that waits until the bar has left and the next
   * notice has painted, since the subscribers' re-render is the slow part.
   */
  schedule?: (notify: () => void) => void
  /**
   * Writes the choice to storage after the next paint (or as the page goes, if that is sooner)
   * instead of at once: a synchronous storage write would lengthen the tap's frame
   * (docs/performance.md#interactions). The choice applies at once either way.
   */
  writeAfterPaint?: boolean
}

/** Records the visitor's choice and tells every subscriber when `timing.schedule` runs. */
export function setConsent(
  choice: ConsentChoice,
  now: Date = new Date(),
  { schedule = (run) => run(), writeAfterPaint = false }: ConsentTiming = {},
): void {
  unwritten = { choice, value: serializeConsent(choice, now) }
  cached = null
  if (writeAfterPaint) {
    window.addEventListener('pagehide', writeUnwritten, { once: true })
    afterNextPaint(writeUnwritten)
  } else {
    writeUnwritten()
  }
  schedule(notify)
}

/** Writes the choice not yet written, if any; a refused write keeps it for the page view. */
function writeUnwritten(): void {
  window.removeEventListener('pagehide', writeUnwritten)
  if (unwritten === null) return
  const { choice, value } = unwritten
  unwritten = null
  writeStorage(consentStorageKey, value)
  unsaved = readStorage(consentStorageKey) === value ? null : choice
  cached = null
}

function notify(): void {
  for (const listener of [...listeners]) listener()
}

// A choice made in another tab applies here too: a withdrawal must not wait for a reload.
function onStorage(event: StorageEvent): void {
  if (event.key === consentStorageKey || event.key === null) notify()
}

/** Calls `listener` whenever the consent may have changed; returns the unsubscribe function. */
export function subscribeToConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}
