export { ColorModeSelect } from './color-mode-select'
