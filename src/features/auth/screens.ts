// The auth feature's screens, for pages only (see index.ts), with the hook the sign-in form uses.
export { LoginView } from './components/login-view'
export { useAuth, type AuthContextValue } from './use-auth'
