// The auth feature's public API: screens use the hook, the root wrapper renders the bootstrap.
export { useAuth, type AuthContextValue } from './use-auth'
export { AuthBootstrap } from './auth-bootstrap'
export { displayNameOf, type Consultant } from './consultant'
export { authErrorMessages, type AuthError } from './state/auth-errors'
export { authStorageKeys } from './state/auth-storage'
