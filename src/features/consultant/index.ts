// The consultant area: its page renders the view; the header shows presence with the same labels.
export { ConsultantView } from './consultant-view'
export { usePresenceLabels } from './use-presence-labels'
