import { useEffect, useState } from 'react'
import { warnInDevelopment } from '../dev-warning'
import { initialsOf } from './initials'
import { isPresence, type Presence, type PresenceLabels } from './presence'

export const personaSizes = ['small', 'medium', 'large'] as const
export type PersonaSize = (typeof personaSizes)[number]

export interface UsePersonaOptions {
  name?: string
  src?: string
  size?: PersonaSize
  presence?: Presence
  presenceLabels?: PresenceLabels
}

export interface UsePersonaResult {
  size: PersonaSize
  /** Undefined: no badge. */
  presence: Presence | undefined
  /** Undefined when the caller gave no label for the presence (the badge is then decorative). */
  presenceLabel: string | undefined
  initials: string
  /** False without `src` or once the image failed to load: initials (or the glyph) show instead. */
  showImage: boolean
  onImageError: () => void
}

function isPersonaSize(value: unknown): value is PersonaSize {
  return typeof value === 'string' && (personaSizes as readonly string[]).includes(value)
}

/** Persona inputs made safe: unknown size or presence fall back with a development warning. */
export function usePersona({
  name = '',
  src,
  size: requestedSize = 'medium',
  presence: requestedPresence,
  presenceLabels,
}: UsePersonaOptions): UsePersonaResult {
  const [failedSrc, setFailedSrc] = useState<string>()
  const sizeIsKnown = isPersonaSize(requestedSize)
  const presenceIsKnown = requestedPresence === undefined || isPresence(requestedPresence)
  const size = sizeIsKnown ? requestedSize : 'medium'
  const presence = presenceIsKnown ? requestedPresence : 'offline'
  const presenceLabel = presence === undefined ? undefined : presenceLabels?.[presence]
  const labelMissing = presence !== undefined && !presenceLabel

  useEffect(() => {
    if (!sizeIsKnown) {
      warnInDevelopment('Persona', `unknown size "${String(requestedSize)}"; using "medium".`)
    }
  }, [sizeIsKnown, requestedSize])
  useEffect(() => {
    if (!presenceIsKnown) {
      warnInDevelopment(
        'Persona',
        `unknown presence "${String(requestedPresence)}"; using "offline".`,
      )
    }
  }, [presenceIsKnown, requestedPresence])
  useEffect(() => {
    if (labelMissing) {
      warnInDevelopment('Persona', `no label for presence "${presence}" in \`presenceLabels\`.`)
    }
  }, [labelMissing, presence])

  return {
    size,
    presence,
    presenceLabel,
    initials: initialsOf(name),
    showImage: Boolean(src) && failedSrc !== src,
    onImageError: () => setFailedSrc(src),
  }
}
