import type { ProviderClient } from './provider-client'

/**
 * The provider client, loaded in its own chunk the first time a call is made: a visitor with no
 * stored session, or one verified less than five minutes ago, never calls the provider, so the
 * first load of every page leaves it out. The login form asks for it as soon as it is shown.
 */
export function loadProviderClient(): Promise<ProviderClient> {
  return import(/* webpackChunkName: "provider-client" */ './provider-client').then(
    ({ providerClient }) => providerClient,
  )
}
