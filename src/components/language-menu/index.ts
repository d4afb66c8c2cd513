export { LanguageMenu } from './language-menu'
export { LanguageLinks } from './language-links'
export { Flag, FlagImage } from './flag'
