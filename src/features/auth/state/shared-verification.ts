import { loadProviderClient } from '../api/load-provider-client'

/**
 * The verifications under way, by token, for the whole document: the load sequence runs again when
 * the browser comes back online and when the tab is shown, often both at once, and a check started
 * while the provider is still answering must not ask it a second time.
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
