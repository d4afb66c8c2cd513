export { LanguageSuggestion } from './language-suggestion'
