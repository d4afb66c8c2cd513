import { atom, type Getter, type Setter } from 'jotai'
import { ApiError } from '../api/api-error'
import { loadProviderClient } from '../api/load-provider-client'
import type { SignInResult } from '../api/provider-client'
import type { Consultant } from '../consultant'
import { authErrorFor } from './auth-errors'
import { bumpEpoch, epochAtom, errorAtom, pendingLoginAtom, sessionAtom } from './auth-atoms'
import { clearStoredAuth, writeStoredAuth } from './auth-storage'

// Sign-in, which only the sign-in form calls (through `useAuth`): kept apart from auth-atoms.ts,
// which every page's frame loads, so that it travels with that screen
// (docs/performance.md#first-load-javascript).

async function runLogin(get: Getter, set: Setter, username: string, password: string) {
  const epoch = get(epochAtom)
  let tokens: SignInResult
  try {
    tokens = await (await loadProviderClient()).signIn(username, password)
  } catch (error) {
    if (get(epochAtom) === epoch)
      set(errorAtom, error instanceof ApiError ? authErrorFor(error.failure) : 'unexpected')
    return false
  }
  if (get(epochAtom) !== epoch) return false // signed out while the provider answered
  bumpEpoch(get, set)
  const signedInEpoch = get(epochAtom)
  // A previous session's consultant must not pass for this one's, even for a moment.
  clearStoredAuth()
  // The provider has just accepted the credentials: that counts as a verification.
  writeStoredAuth({
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    lastVerified: Date.now(),
  })
  const session = {
    status: 'signed-in',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    consultant: null,
  } as const
  set(sessionAtom, session)
  set(errorAtom, null)

  let consultant: Consultant
  try {
    consultant = await (await loadProviderClient()).getConsultant(tokens.whatsappNumber)
  } catch {
    if (get(epochAtom) === signedInEpoch) set(errorAtom, 'consultantFetch')
    return get(epochAtom) === signedInEpoch
  }
  if (get(epochAtom) !== signedInEpoch) return false
  writeStoredAuth({ consultant })
  set(sessionAtom, { ...session, consultant })
  return true
}

/**
 * Sign-in (docs/product.md#sign-in). Resolves true once signed in (after the consultant fetch,
 * which may fail with 'consultantFetch' and still leave the session signed in), false with
 * `authErrorAtom` set otherwise. A second call while one is pending shares it: double submits send
 * one request.
 */
export const loginAtom = atom(
  null,
  (get, set, username: string, password: string): Promise<boolean> => {
    const pending = get(pendingLoginAtom)
    if (pending) return pending.done
    set(errorAtom, null) // a repeated failure is announced again
    const done: Promise<boolean> = runLogin(get, set, username, password).finally(() => {
      if (get(pendingLoginAtom)?.done === done) set(pendingLoginAtom, null)
    })
    set(pendingLoginAtom, { done })
    return done
  },
)
