export { Header } from './header'
