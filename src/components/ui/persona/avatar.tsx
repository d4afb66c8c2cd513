import { useEffect, useRef } from 'react'
import { useLatest } from '../../../hooks/use-latest'
import type { Presence } from './presence'
import { PresenceBadge } from './presence-badge'
import type { PersonaSize } from './use-persona'

export interface AvatarProps {
  size: PersonaSize
  initials: string
  src?: string
  showImage: boolean
  onImageError: () => void
  /** Names the avatar; empty when a visible name next to it already does. */
  accessibleName: string
  presence?: Presence
}

const dimensions: Record<PersonaSize, { box: string; fontSize: number; badge: string }> = {
  small: { box: '1.5rem', fontSize: 0, badge: '0.75rem' },
  medium: { box: '2.5rem', fontSize: 2, badge: '1rem' },
  large: { box: '4rem', fontSize: 5, badge: '1.25rem' },
}

function PersonGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4.5" fill="currentColor" />
      <path d="M3.5 21.5c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8z" fill="currentColor" />
    </svg>
  )
}

/** Photo, else initials, else a generic person glyph; the presence badge sits on its edge. */
export function Avatar({
  size,
  initials,
  src,
  showImage,
  onImageError,
  accessibleName,
  presence,
}: AvatarProps) {
  const { box, fontSize, badge } = dimensions[size]
  const named = accessibleName !== ''
  const imageRef = useRef<HTMLImageElement>(null)
  const onImageErrorRef = useLatest(onImageError)

  // A statically rendered photo can fail before React hydrates and misses its error event.
  useEffect(() => {
    const image = imageRef.current
    if (image?.complete && image.naturalWidth === 0) onImageErrorRef.current()
  }, [src, onImageErrorRef])
  return (
    <span
      data-size={size}
      sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0, width: box, height: box }}
    >
      {showImage && src ? (
        <img
          ref={imageRef}
          src={src}
          alt={accessibleName}
          onError={onImageError}
          sx={{ width: '100%', height: '100%', borderRadius: 'round', objectFit: 'cover' }}
        />
      ) : (
        <span
          role={named ? 'img' : undefined}
          aria-label={named ? accessibleName : undefined}
          aria-hidden={named ? undefined : true}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: '100%',
            height: '100%',
            borderRadius: 'round',
            bg: 'primary',
            color: 'onPrimary',
            fontSize,
            fontWeight: 'bold',
            lineHeight: 1,
            WebkitUserSelect: 'none', // Safari; emotion writes no prefixes
            userSelect: 'none',
          }}
        >
          {initials || <PersonGlyph />}
        </span>
      )}
      {presence ? <PresenceBadge presence={presence} diameter={badge} /> : null}
    </span>
  )
}
