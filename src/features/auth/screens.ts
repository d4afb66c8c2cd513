// The auth feature's screens and the hooks they share, for pages and the consultant area (see
// index.ts for why they are not there).
export { LoginView } from './components/login-view'
export { useAuth, type AuthContextValue } from './use-auth'
export { useAuthRedirect } from './components/use-redirect'
