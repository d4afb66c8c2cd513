export { clampLines, disclosureSummary } from './disclosure-styles'
