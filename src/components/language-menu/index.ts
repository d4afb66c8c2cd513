export { LanguageMenu } from './language-menu'
export { LanguageLinks } from './language-links'
export { Flag } from './flag'
