/**
 * Whether a translation is of today's pt-BR text: `current` when its stamp is today's digest,
 * `outdated` when it is another (an older version, or one that never existed: a typo, a stamp
 * copied from another file), `unstamped` when it has none (written before stamps, or by a text
 * editor without `npm run content:stamp`): reported, but not shown to visitors as outdated.
 */
export type Freshness = 'current' | 'outdated' | 'unstamped'

export function freshnessOf(stamp: unknown, currentDigest: string): Freshness {
  if (stamp === undefined || stamp === null || stamp === '') return 'unstamped'
  return stamp === currentDigest ? 'current' : 'outdated'
}
