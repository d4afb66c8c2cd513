import { atom, type Getter, type Setter } from 'jotai'
import { ApiError } from '../api/api-error'
import { loadProviderClient } from '../api/load-provider-client'
import type { SignInResult } from '../api/provider-client'
import type { Consultant } from '../consultant'
import { authErrorFor, type AuthError } from './auth-errors'
import { verifyToken } from './shared-verification'
import {
  clearStoredAuth,
  hasStoredAuth,
  readStoredAuth,
  writeStoredAuth,
  type StoredAuth,
} from './auth-storage'

/** A verification younger than this is trusted on load without asking the provider. */
export const verificationCacheMs = 300_000

type Session =
  | { status: 'loading' | 'signed-out' }
  | {
      status: 'signed-in'
      accessToken: string
      refreshToken: string | null
      /** Null only between sign-in and the consultant fetch, or when that fetch failed. */
      consultant: Consultant | null
    }

const signedOut: Session = { status: 'signed-out' }

// Private: only the actions below write these. Static HTML and the first client render both see
// 'loading' (storage is read by checkAuth, after mount), so hydration never mismatches.
const sessionAtom = atom<Session>({ status: 'loading' })
const errorAtom = atom<AuthError | null>(null)
// Bumped when a sign-in, a sign-out or another tab decides the session: answers to calls started
// before that (a slow verify, a sign-in overtaken by sign-out) are stale and dropped.
const epochAtom = atom(0)
const pendingCheckAtom = atom<{ epoch: number; done: Promise<void> } | null>(null)
const pendingLoginAtom = atom<{ done: Promise<boolean> } | null>(null)

// Public: read-only views.
export const isAuthenticatedAtom = atom((get) => get(sessionAtom).status === 'signed-in')
export const isLoadingAtom = atom((get) => get(sessionAtom).status === 'loading')
export const consultantAtom = atom((get) => {
  const session = get(sessionAtom)
  return session.status === 'signed-in' ? session.consultant : null
})
export const authErrorAtom = atom((get) => get(errorAtom))

const bumpEpoch = (get: Getter, set: Setter) => set(epochAtom, get(epochAtom) + 1)

/** Keeps this tab's session (and its consultant edits) when storage still names the same token. */
function signInFromStorage(get: Getter, set: Setter, stored: StoredAuth & { accessToken: string }) {
  const current = get(sessionAtom)
  if (current.status === 'signed-in' && current.accessToken === stored.accessToken) return
  set(sessionAtom, {
    status: 'signed-in',
    accessToken: stored.accessToken,
    refreshToken: stored.refreshToken,
    consultant: stored.consultant,
  })
}

async function runCheck(get: Getter, set: Setter, epoch: number): Promise<void> {
  const stored = readStoredAuth()
  const { accessToken, consultant, lastVerified } = stored
  if (!accessToken || !consultant) {
    // A token without a consultant, or corrupt JSON: remove the remains, not just ignore them.
    if (hasStoredAuth()) clearStoredAuth()
    set(sessionAtom, signedOut)
    return
  }
  if (lastVerified !== null && Date.now() - lastVerified < verificationCacheMs) {
    signInFromStorage(get, set, { ...stored, accessToken })
    return
  }
  // One call for every check of this token under way; a failure signs out without a message.
  const valid = await verifyToken(accessToken)
  if (get(epochAtom) !== epoch) return
  // Another check, a sign-out or another tab may have replaced or cleared the session meanwhile:
  // never write a verification (or clear a newer session) for a token that is no longer stored.
  const current = readStoredAuth()
  if (current.accessToken !== accessToken) {
    if (!current.accessToken || !current.consultant) set(sessionAtom, signedOut)
    return
  }
  if (!valid) {
    clearStoredAuth()
    set(sessionAtom, signedOut)
    return
  }
  writeStoredAuth({ lastVerified: Date.now() })
  signInFromStorage(get, set, { ...stored, accessToken })
}

/**
 * On load (docs/product.md#sessions): nothing stored → signed out; verified under 5 minutes ago →
 * signed in with no call; otherwise verify. Also used to re-verify (online again, tab visible
 * again); a signed-in session stays signed in while that runs. Concurrent calls share one run.
 */
export const checkAuthAtom = atom(null, (get, set): Promise<void> => {
  const epoch = get(epochAtom)
  const pending = get(pendingCheckAtom)
  if (pending?.epoch === epoch) return pending.done
  const done: Promise<void> = runCheck(get, set, epoch).finally(() => {
    if (get(pendingCheckAtom)?.done === done) set(pendingCheckAtom, null)
  })
  set(pendingCheckAtom, { epoch, done })
  return done
})

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

/** Sign-out: storage and state are cleared first, so a failing or hung provider cannot stop it. */
export const logoutAtom = atom(null, async (get, set): Promise<void> => {
  const session = get(sessionAtom)
  const refreshToken =
    (session.status === 'signed-in' ? session.refreshToken : null) ?? readStoredAuth().refreshToken
  bumpEpoch(get, set)
  set(pendingLoginAtom, null)
  clearStoredAuth()
  set(sessionAtom, signedOut)
  set(errorAtom, null)
  if (!refreshToken) return
  try {
    await (await loadProviderClient()).signOut(refreshToken)
  } catch {
    // Not relied upon: the refresh token expires on the provider's side anyway.
  }
})

/** Merges the given fields into the signed-in consultant and persists the result. */
export const updateConsultantAtom = atom(null, (get, set, partial: Partial<Consultant>): void => {
  const session = get(sessionAtom)
  if (session.status !== 'signed-in' || !session.consultant) return
  const consultant = { ...session.consultant, ...partial }
  writeStoredAuth({ consultant })
  set(sessionAtom, { ...session, consultant })
})

/**
 * Follows another tab (a `storage` event): its sign-out signs this tab out, its sign-in (or a new
 * user) signs this one in through the load sequence, its consultant edits are mirrored. Ignored
 * while this tab is signing in itself: that answer decides.
 */
export const syncFromStorageAtom = atom(null, async (get, set): Promise<void> => {
  if (get(pendingLoginAtom)) return
  const stored = readStoredAuth()
  const session = get(sessionAtom)
  if (!stored.accessToken || !stored.consultant) {
    if (session.status === 'signed-out') return
    bumpEpoch(get, set)
    set(sessionAtom, signedOut)
    set(errorAtom, null)
    return
  }
  if (session.status === 'signed-in' && session.accessToken === stored.accessToken) {
    set(sessionAtom, { ...session, consultant: stored.consultant })
    return
  }
  bumpEpoch(get, set)
  await set(checkAuthAtom)
})
