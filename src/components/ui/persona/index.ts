export { Persona, type PersonaProps } from './persona'
export { Avatar, type AvatarProps } from './avatar'
export { PresenceBadge, type PresenceBadgeProps } from './presence-badge'
export { initialsOf } from './initials'
export {
  isPresence,
  presenceColor,
  presenceColors,
  presences,
  type Presence,
  type PresenceLabels,
} from './presence'
export {
  personaSizes,
  usePersona,
  type PersonaSize,
  type UsePersonaOptions,
  type UsePersonaResult,
} from './use-persona'
