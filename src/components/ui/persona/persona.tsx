import type { HTMLAttributes, ReactNode } from 'react'
import { Avatar } from './avatar'
import type { Presence, PresenceLabels } from './presence'
import { usePersona, type PersonaSize } from './use-persona'
import { visuallyHidden } from '../visually-hidden'

export interface PersonaProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Shown next to the avatar (unless `avatarOnly`) and the source of its initials. */
  name?: string
  /** A second line under the name, such as a role. */
  secondaryText?: ReactNode
  /** Photo; initials (or a person glyph) show without it or when it fails to load. */
  src?: string
  /** The photo's text alternative; defaults to the name when no visible name describes it. */
  alt?: string
  /** 'small' | 'medium' | 'large'; anything else renders medium with a development warning. */
  size?: PersonaSize
  /** Adds the presence badge; an unknown value renders offline with a development warning. */
  presence?: Presence
  /** Translated label of each presence. Callers pass them: the kit holds no copy. */
  presenceLabels?: PresenceLabels
  /** Shows the presence label as text next to the name; by default it is for screen readers only. */
  showPresenceLabel?: boolean
  /** Only the avatar shows; the name becomes its accessible name. */
  avatarOnly?: boolean
}

/** A person: avatar with optional presence badge, name and secondary text. */
export function Persona({
  name,
  secondaryText,
  src,
  alt,
  size,
  presence,
  presenceLabels,
  showPresenceLabel = false,
  avatarOnly = false,
  ...rest
}: PersonaProps) {
  const persona = usePersona({ name, src, size, presence, presenceLabels })
  const nameShown = !avatarOnly && Boolean(name?.trim())
  // A visible name already says who this is; a named avatar would repeat it.
  const avatarName = alt ?? (nameShown ? '' : (name?.trim() ?? ''))
  const label = persona.presenceLabel ? (
    <span sx={showPresenceLabel ? { fontSize: 1, color: 'mutedText' } : visuallyHidden}>
      {persona.presenceLabel}
    </span>
  ) : null
  const secondaryShown = !avatarOnly && secondaryText !== undefined && secondaryText !== null

  return (
    <div
      {...rest}
      data-presence={persona.presence}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, minWidth: 0 }}
    >
      <Avatar
        size={persona.size}
        initials={persona.initials}
        src={src}
        showImage={persona.showImage}
        onImageError={persona.onImageError}
        accessibleName={avatarName}
        presence={persona.presence}
      />
      {nameShown || secondaryShown || (label && showPresenceLabel) ? (
        <span sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 'heading' }}>
          <span sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
            {nameShown ? <span sx={{ fontWeight: 'medium' }}>{name}</span> : null}
            {label}
          </span>
          {secondaryShown ? (
            <span sx={{ fontSize: 1, color: 'mutedText' }}>{secondaryText}</span>
          ) : null}
        </span>
      ) : (
        label
      )}
    </div>
  )
}
