import { atom, type Getter, type Setter } from 'jotai'
import { loadProviderClient } from '../api/load-provider-client'
import type { Consultant } from '../consultant'
import type { AuthError } from './auth-errors'
import { verifyToken } from './shared-verification'
import {
  clearStoredAuth,
  hasStoredRemains,
  readStoredAuth,
  writeStoredAuth,
  type StoredAuth,
} from './auth-storage'

/** A verification younger than this is trusted on load without asking the provider. */
export const verificationCacheMs = 300_000

export type Session =
  | { status: 'loading' | 'signed-out' }
  | {
      status: 'signed-in'
      accessToken: string
      refreshToken: string | null
      /** Null only between sign-in and the consultant fetch, or when that fetch failed. */
      consultant: Consultant | null
    }

const signedOut: Session = { status: 'signed-out' }

// Private to state/: only the actions here and in screen-atoms.ts write these. Static HTML and the
// first client render both see 'loading' (storage is read by checkAuth, after mount), so hydration
// never mismatches.
export const sessionAtom = atom<Session>({ status: 'loading' })
export const errorAtom = atom<AuthError | null>(null)
// Bumped when a sign-in, a sign-out or another tab decides the session: answers to calls started
// before that (a slow verify, a sign-in overtaken by sign-out) are stale and dropped.
export const epochAtom = atom(0)
const pendingCheckAtom = atom<{ epoch: number; done: Promise<void> } | null>(null)
export const pendingLoginAtom = atom<{ done: Promise<boolean> } | null>(null)

// Public: read-only views.
export const isAuthenticatedAtom = atom((get) => get(sessionAtom).status === 'signed-in')
export const isLoadingAtom = atom((get) => get(sessionAtom).status === 'loading')
export const consultantAtom = atom((get) => {
  const session = get(sessionAtom)
  return session.status === 'signed-in' ? session.consultant : null
})
export const authErrorAtom = atom((get) => get(errorAtom))

export const bumpEpoch = (get: Getter, set: Setter) => set(epochAtom, get(epochAtom) + 1)

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
    // Signed out. What can never make a session is removed; a token still waiting for its
    // consultant is a sign-in under way elsewhere, whose session this must not break.
    if (hasStoredRemains(stored)) clearStoredAuth()
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
