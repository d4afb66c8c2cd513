// The consent feature's public API: the store (also read outside React), the hook and the scope.
export {
  consentDecidedAttribute,
  consentDecidedScript,
  consentStorageKey,
  getConsent,
  hasConsent,
  setConsent,
  subscribeToConsent,
  type Consent,
  type ConsentChoice,
} from './consent-store'
export { useConsent } from './use-consent'
export { consentApplies } from './consent-scope'
