export { Layout } from './layout'
