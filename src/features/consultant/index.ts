// The header shows the consultant's presence with the same labels as the consultant area.
export { usePresenceLabels } from './use-presence-labels'
