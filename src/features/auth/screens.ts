// The auth feature's screens, for pages only (see index.ts).
export { LoginView } from './components/login-view'
