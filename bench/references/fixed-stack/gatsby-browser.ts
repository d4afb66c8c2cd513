// The starter reference's stylesheet, plus theme-ui's provider around every page.
import '../gatsby-starter/src/styles.css'

export { wrapPageElement } from './src/wrap-page'
