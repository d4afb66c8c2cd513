// The consultant area's screen, for its page only (see index.ts).
export { ConsultantView } from './consultant-view'
