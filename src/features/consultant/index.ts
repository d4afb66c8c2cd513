// The header shows the consultant's name and presence as the consultant area does.
export { usePresenceLabels } from './use-presence-labels'
export { displayNameOf, presenceOf } from './known-fields'
