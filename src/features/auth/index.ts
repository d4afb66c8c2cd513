// The auth feature's public API for the frame (every page's first load): the narrow status hooks,
// the bootstrap the root wrapper renders, sign-out, the session clean-up of the crash fallback.
// Screens (pages, the consultant area) take the full hook, the redirect guard and the login screen
// from screens.ts: webpack keeps whatever this file re-exports in the chunk that imports it, so
// they would otherwise come with every page (docs/performance.md#first-load-javascript).
export { useIsAuthenticated, useSignedInConsultant } from './use-auth-status'
export { AuthBootstrap } from './auth-bootstrap'
export { useSignOut } from './use-sign-out'
export { displayNameOf, type Consultant } from './consultant'
export { authStorageKeys, clearStoredAuth } from './state/auth-storage'
