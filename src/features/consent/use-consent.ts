import { useSyncExternalStore } from 'react'
import { getConsent, subscribeToConsent, type Consent } from './consent-store'

/**
 * The consent that applies, or null while it cannot be known: in the static HTML and during
 * hydration (storage is only read in the browser), so the first client render matches the HTML and
 * anything that depends on the answer appears only after hydration.
 */
export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribeToConsent, getConsent, () => null)
}
