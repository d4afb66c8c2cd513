// The auth feature's public API: pages render the login screen, screens use the hook and the
// redirect guard, the root wrapper renders the bootstrap, the crash fallback clears the session.
export { useAuth, type AuthContextValue } from './use-auth'
export { AuthBootstrap } from './auth-bootstrap'
export { LoginView } from './components/login-view'
export { useAuthRedirect } from './components/use-redirect'
export { displayNameOf, type Consultant } from './consultant'
export { authErrorMessages, type AuthError } from './state/auth-errors'
export { authStorageKeys, clearStoredAuth } from './state/auth-storage'
