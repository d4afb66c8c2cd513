export { wrapPageElement } from './src/wrap-page'
export { onRenderBody } from './src/no-flash'
