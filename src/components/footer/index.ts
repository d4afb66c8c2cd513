export { Footer } from './footer'
