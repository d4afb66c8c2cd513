// The auth feature's public API for the frame and the consultant area: the narrow status hooks,
// the redirect guard, the bootstrap the page wrapper renders, sign-out, the session clean-up of the
// crash fallback. webpack keeps whatever this file re-exports in the chunk that imports it (the
// first load of every page): the full hook `useAuth`, which brings the sign-in action, and the
// login screen are in screens.ts, for the sign-in page (docs/performance.md#first-load-javascript).
export {
  useAuthError,
  useIsAuthLoading,
  useIsAuthenticated,
  useSignedInConsultant,
  useUpdateConsultant,
} from './use-auth-status'
export { useAuthRedirect } from './components/use-redirect'
export { AuthBootstrap } from './auth-bootstrap'
export { useSignOut } from './use-sign-out'
export type { Consultant } from './consultant'
export { authStorageKeys, clearStoredAuth } from './state/auth-storage'
export { signedOutRedirectScript } from './signed-out-redirect'
