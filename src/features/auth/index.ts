// The auth feature's public API for the frame: the hook and the redirect guard, the bootstrap the
// root wrapper renders, the session clean-up of the crash fallback. Pages take the login screen
// from screens.ts, so that the header does not pull it into every page's first load.
export {
  useAuth,
  useIsAuthenticated,
  useSignedInConsultant,
  type AuthContextValue,
} from './use-auth'
export { AuthBootstrap } from './auth-bootstrap'
export { useAuthRedirect } from './components/use-redirect'
export { useSignOut } from './use-sign-out'
export { displayNameOf, type Consultant } from './consultant'
export { authStorageKeys, clearStoredAuth } from './state/auth-storage'
