import { get, type Theme } from 'theme-ui'

/** The persona presence values (docs/product.md#interface-kit). */
export const presences = ['online', 'offline', 'busy', 'dnd', 'away'] as const
export type Presence = (typeof presences)[number]

/** One translated label per presence (English for dnd: 'Do not disturb'). */
export type PresenceLabels = Readonly<Record<Presence, string>>

export function isPresence(value: unknown): value is Presence {
  return typeof value === 'string' && (presences as readonly string[]).includes(value)
}

/**
 * Theme colour of each presence: `colors.presence.<value>` when the theme defines it, otherwise an
 * existing token. The badge's shape differs per presence too, so colour never carries it alone.
 */
export const presenceColors: Readonly<Record<Presence, { token: string; fallback: string }>> = {
  online: { token: 'presence.online', fallback: 'secondary' },
  offline: { token: 'presence.offline', fallback: 'mutedText' },
  busy: { token: 'presence.busy', fallback: 'primary' },
  dnd: { token: 'presence.dnd', fallback: 'primary' },
  away: { token: 'presence.away', fallback: 'link' },
}

/** An sx colour value resolving to the presence token, or its fallback in a theme without it. */
export function presenceColor(presence: Presence) {
  const { token, fallback } = presenceColors[presence]
  return (theme: Theme): string => (get(theme, `colors.${token}`) ? token : fallback)
}
