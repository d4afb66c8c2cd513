import type { ThemeUICSSObject } from 'theme-ui'
import { presenceColor, type Presence } from './presence'

export interface PresenceBadgeProps {
  presence: Presence
  /** Diameter, ring included. */
  diameter: string
}

// Strokes cut out of the dot in the page colour, so each presence has its own shape as well.
const cutOut: ThemeUICSSObject = { stroke: 'background', strokeWidth: 2, fill: 'none' }

function PresenceShape({ presence }: { presence: Presence }) {
  switch (presence) {
    case 'online':
      return (
        <>
          <circle cx="8" cy="8" r="8" fill="currentColor" />
          <path
            d="m4.5 8.2 2.3 2.3 4.7-4.9"
            strokeLinecap="round"
            strokeLinejoin="round"
            sx={cutOut}
          />
        </>
      )
    case 'busy':
      return <circle cx="8" cy="8" r="8" fill="currentColor" />
    case 'dnd':
      return (
        <>
          <circle cx="8" cy="8" r="8" fill="currentColor" />
          <path d="M4.5 8h7" strokeLinecap="round" sx={cutOut} />
        </>
      )
    case 'away':
      return (
        <>
          <circle cx="8" cy="8" r="8" fill="currentColor" />
          <path d="M8 4.5V8l2.5 2" strokeLinecap="round" strokeLinejoin="round" sx={cutOut} />
        </>
      )
    case 'offline':
      return <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="3" />
  }
}

/** The coloured dot on the avatar. Decorative: the presence label carries the meaning. */
export function PresenceBadge({ presence, diameter }: PresenceBadgeProps) {
  return (
    <span
      aria-hidden="true"
      data-presence={presence}
      sx={{
        position: 'absolute',
        right: '-2px',
        bottom: '-2px',
        display: 'inline-flex',
        width: diameter,
        height: diameter,
        p: '2px',
        borderRadius: 'round',
        bg: 'background',
        color: presenceColor(presence),
      }}
    >
      <svg viewBox="0 0 16 16" width="100%" height="100%" focusable="false">
        <PresenceShape presence={presence} />
      </svg>
    </span>
  )
}
