import { loadProviderClient } from '../api/load-provider-client'

/**
 * The verifications under way, by token, for the whole document rather than per jotai store:
 * Gatsby renders the root wrapper, with a store and an AuthBootstrap of its own, a second time
 * around each page's Head (docs/stack-notes.md#head-in-a-root-of-its-own), and that second load
 * sequence starts while the first one's call is still pending.
 */
const pending = new Map<string, Promise<boolean>>()

/**
 * Asks the provider whether `accessToken` is still valid; checks of the same token made while it
 * answers share the call. True when it accepts the token; false when it refuses it, cannot be
 * reached or its client cannot be loaded.
 */
export function verifyToken(accessToken: string): Promise<boolean> {
  const shared = pending.get(accessToken)
  if (shared) return shared
  const verification = loadProviderClient()
    .then((client) => client.verify(accessToken))
    .then(
      () => true,
      () => false,
    )
    .finally(() => pending.delete(accessToken))
  pending.set(accessToken, verification)
  return verification
}
