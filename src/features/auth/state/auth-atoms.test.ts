import { waitFor } from '@testing-library/react'
import { createStore } from 'jotai'
import * as clientLoader from '../api/load-provider-client'
import { ApiError, providerClient } from '../api/provider-client'
import {
  authStateOf,
  seedSignedIn,
  seedStorage,
  storedAuth,
  storedConsultant,
} from '../../../testing/auth-fixtures'
import { deferred } from '../../../testing/deferred'
import { checkAuthAtom, logoutAtom, syncFromStorageAtom, updateConsultantAtom } from './auth-atoms'
import { loginAtom } from './screen-atoms'
import type { AuthError } from './auth-errors'

const now = Date.UTC(2025, 0, 1, 12)
const minutes = (m: number, s = 0) => (m * 60 + s) * 1000
const signedOutState = { isAuthenticated: false, isLoading: false, consultant: null, error: null }
const signInAnswer = {
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  whatsappNumber: '+5511888880000',
}
const fetchedConsultant = { username: 'bruno', whatsapp_number: '+5511888880000' }

let store: ReturnType<typeof createStore>
let verify: jest.SpyInstance
let signIn: jest.SpyInstance
let signOut: jest.SpyInstance
let getConsultant: jest.SpyInstance

beforeEach(() => {
  jest.useFakeTimers({ now })
  store = createStore() // a fresh store per test
  verify = jest.spyOn(providerClient, 'verify').mockResolvedValue(undefined)
  signIn = jest.spyOn(providerClient, 'signIn').mockResolvedValue(signInAnswer)
  signOut = jest.spyOn(providerClient, 'signOut').mockResolvedValue(undefined)
  getConsultant = jest.spyOn(providerClient, 'getConsultant').mockResolvedValue(fetchedConsultant)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  localStorage.clear()
})

async function signInThroughLogin() {
  await expect(store.set(loginAtom, 'bruno', 'pw')).resolves.toBe(true)
}

describe('initial state', () => {
  it('is loading and signed out, without reading storage, even with a session stored', () => {
    seedSignedIn(now)
    const getItem = jest.spyOn(Storage.prototype, 'getItem')
    expect(authStateOf(store)).toEqual({ ...signedOutState, isLoading: true })
    expect(getItem).not.toHaveBeenCalled()
  })
})

describe('checkAuth (load sequence)', () => {
  it('signs out with nothing stored, without calling the provider', async () => {
    await store.set(checkAuthAtom)
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(verify).not.toHaveBeenCalled()
  })

  it.each([
    ['a consultant without a token', { consultant: '{"username":"ana"}', lastVerified: `${now}` }],
    [
      'corrupt consultant JSON',
      { accessToken: 'access-1', consultant: '{"username":', lastVerified: `${now}` },
    ],
    ['a consultant that is not an object', { accessToken: 'access-1', consultant: '[]' }],
  ])('signs out with %s and removes the remains', async (_, values) => {
    seedStorage(values)
    await store.set(checkAuthAtom)
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(storedAuth()).toEqual({})
    expect(verify).not.toHaveBeenCalled()
  })

  it('signs out with a token waiting for its consultant, and leaves it: a sign-in is under way', async () => {
    seedStorage({ accessToken: 'access-1', refreshToken: 'refresh-1', lastVerified: `${now}` })
    await store.set(checkAuthAtom)
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(storedAuth()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      lastVerified: `${now}`,
    })
    expect(verify).not.toHaveBeenCalled()
  })

  it('a load while sign-in fetches the consultant (another tab, or the root around Head) keeps the session stored', async () => {
    const consultantAnswer = deferred<typeof fetchedConsultant>()
    getConsultant.mockReturnValueOnce(consultantAnswer.promise)
    const signingIn = store.set(loginAtom, 'bruno', 'pw')
    await waitFor(() => expect(getConsultant).toHaveBeenCalled())
    const elsewhere = createStore()
    await elsewhere.set(checkAuthAtom)
    expect(authStateOf(elsewhere)).toEqual(signedOutState)
    consultantAnswer.resolve(fetchedConsultant)
    await expect(signingIn).resolves.toBe(true)
    // The next load (a reload, a new tab) is signed in from what sign-in stored.
    const reloaded = createStore()
    await reloaded.set(checkAuthAtom)
    expect(authStateOf(reloaded)).toMatchObject({
      isAuthenticated: true,
      consultant: fetchedConsultant,
    })
    expect(verify).not.toHaveBeenCalled()
  })

  it('trusts a verification 4:59 old: signed in from storage, no provider call', async () => {
    seedSignedIn(now - minutes(4, 59))
    await store.set(checkAuthAtom)
    expect(verify).not.toHaveBeenCalled()
    expect(authStateOf(store)).toEqual({
      isAuthenticated: true,
      isLoading: false,
      consultant: storedConsultant,
      error: null,
    })
    expect(storedAuth().lastVerified).toBe(String(now - minutes(4, 59)))
  })

  it.each([
    ['5:00', minutes(5)],
    ['5:01', minutes(5, 1)],
  ])('verifies a verification %s old and refreshes lastVerified', async (_, age) => {
    seedSignedIn(now - age)
    await store.set(checkAuthAtom)
    expect(verify).toHaveBeenCalledTimes(1)
    expect(verify).toHaveBeenCalledWith('access-1')
    expect(authStateOf(store)).toMatchObject({
      isAuthenticated: true,
      consultant: storedConsultant,
    })
    expect(storedAuth().lastVerified).toBe(String(now))
  })

  it('stays loading while the provider verifies', async () => {
    seedSignedIn(now - minutes(10))
    const answer = deferred<void>()
    verify.mockReturnValue(answer.promise)
    const done = store.set(checkAuthAtom)
    expect(authStateOf(store)).toEqual({ ...signedOutState, isLoading: true })
    answer.resolve()
    await done
    expect(authStateOf(store).isAuthenticated).toBe(true)
  })

  it.each([
    ['401', new ApiError(401)],
    ['a network failure', new ApiError('network')],
    ['a timeout', new ApiError('timeout')],
  ])('signs out silently and clears storage when verification fails with %s', async (_, error) => {
    seedSignedIn(now - minutes(6))
    verify.mockRejectedValue(error)
    await store.set(checkAuthAtom)
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(storedAuth()).toEqual({})
  })

  it.each([
    ['text', 'soon'],
    ['in the future', String(now + minutes(60))],
  ])('does not trust a lastVerified that is %s: it verifies', async (_, lastVerified) => {
    seedSignedIn(now)
    seedStorage({ lastVerified })
    await store.set(checkAuthAtom)
    expect(verify).toHaveBeenCalledWith('access-1')
    expect(authStateOf(store).isAuthenticated).toBe(true)
    expect(storedAuth().lastVerified).toBe(String(now))
  })

  it('signs out with a bad lastVerified when the provider refuses the token', async () => {
    seedSignedIn(now)
    seedStorage({ lastVerified: String(now + minutes(60)) })
    verify.mockRejectedValue(new ApiError(401))
    await store.set(checkAuthAtom)
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(storedAuth()).toEqual({})
  })

  it('shares one verification between concurrent checks', async () => {
    seedSignedIn(now - minutes(6))
    await Promise.all([store.set(checkAuthAtom), store.set(checkAuthAtom)])
    expect(verify).toHaveBeenCalledTimes(1)
    await store.set(checkAuthAtom) // the window is fresh again
    expect(verify).toHaveBeenCalledTimes(1)
  })

  it('keeps a signed-in session signed in while re-verifying after the window', async () => {
    seedSignedIn(now)
    await store.set(checkAuthAtom)
    jest.setSystemTime(now + minutes(5, 1))
    const answer = deferred<void>()
    verify.mockReturnValue(answer.promise)
    const done = store.set(checkAuthAtom)
    expect(authStateOf(store)).toMatchObject({ isAuthenticated: true, isLoading: false })
    answer.reject(new ApiError(401))
    await done
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(storedAuth()).toEqual({})
  })

  it('writes nothing for a token that another check has meanwhile cleared', async () => {
    seedSignedIn(now - minutes(6))
    const refused = deferred<void>()
    const accepted = deferred<void>()
    verify.mockReturnValueOnce(refused.promise).mockReturnValueOnce(accepted.promise)
    const otherStore = createStore() // e.g. a second check running beside this one
    const first = store.set(checkAuthAtom)
    const second = otherStore.set(checkAuthAtom)
    refused.reject(new ApiError(401))
    await first
    accepted.resolve()
    await second
    expect(storedAuth()).toEqual({})
    expect(authStateOf(otherStore)).toEqual(signedOutState)
  })

  it('drops a verification answer that arrives after logout', async () => {
    seedSignedIn(now - minutes(6))
    const answer = deferred<void>()
    verify.mockReturnValue(answer.promise)
    const done = store.set(checkAuthAtom)
    await store.set(logoutAtom)
    answer.resolve()
    await done
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(storedAuth()).toEqual({})
  })
})

describe('login', () => {
  it('stores raw tokens, signs in, then fetches and stores the consultant by WhatsApp number', async () => {
    const consultantAnswer = deferred<typeof fetchedConsultant>()
    getConsultant.mockReturnValue(consultantAnswer.promise)
    const done = store.set(loginAtom, 'bruno', 'pw')
    await jest.advanceTimersByTimeAsync(0)
    expect(signIn).toHaveBeenCalledWith('bruno', 'pw')
    // Signed in before the consultant arrives: tokens first, then the consultant fetch.
    expect(authStateOf(store)).toEqual({ ...signedOutState, isAuthenticated: true })
    expect(storedAuth()).toEqual({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      lastVerified: String(now),
    })
    expect(getConsultant).toHaveBeenCalledWith('+5511888880000')
    consultantAnswer.resolve(fetchedConsultant)
    await expect(done).resolves.toBe(true)
    expect(authStateOf(store)).toEqual({
      isAuthenticated: true,
      isLoading: false,
      consultant: fetchedConsultant,
      error: null,
    })
    expect(storedAuth().consultant).toBe(JSON.stringify(fetchedConsultant))
  })

  it.each<[string, AuthError, Error]>([
    ['404', 'notFound', new ApiError(404)],
    ['400', 'invalidCredentials', new ApiError(400)],
    ['401', 'unauthorized', new ApiError(401)],
    ['403', 'forbidden', new ApiError(403)],
    ['500', 'unexpected', new ApiError(500)],
    ['a network failure', 'unexpected', new ApiError('network')],
    ['a timeout', 'unexpected', new ApiError('timeout')],
    ['a malformed answer', 'unexpected', new ApiError('malformed')],
    ['an unknown error', 'unexpected', new Error('boom')],
  ])('fails on %s with error %s and stores nothing', async (_, key, failure) => {
    signIn.mockRejectedValue(failure)
    await expect(store.set(loginAtom, 'bruno', 'pw')).resolves.toBe(false)
    expect(authStateOf(store)).toEqual({ ...signedOutState, isLoading: true, error: key })
    expect(storedAuth()).toEqual({})
    expect(getConsultant).not.toHaveBeenCalled()
  })

  it('clears the error when signing in after a failure', async () => {
    signIn.mockRejectedValueOnce(new ApiError(400))
    await store.set(loginAtom, 'bruno', 'wrong')
    expect(authStateOf(store).error).toBe('invalidCredentials')
    const done = store.set(loginAtom, 'bruno', 'pw')
    expect(authStateOf(store).error).toBeNull() // cleared as the new attempt starts
    await expect(done).resolves.toBe(true)
    expect(authStateOf(store).error).toBeNull()
  })

  it('says so when the provider client cannot be loaded, stores nothing, and the retry signs in', async () => {
    jest
      .spyOn(clientLoader, 'loadProviderClient')
      .mockRejectedValueOnce(new Error('Loading chunk provider-client failed'))
    await expect(store.set(loginAtom, 'bruno', 'pw')).resolves.toBe(false)
    expect(authStateOf(store)).toMatchObject({ isAuthenticated: false, error: 'unexpected' })
    expect(storedAuth()).toEqual({})
    await signInThroughLogin()
    expect(signIn).toHaveBeenCalledTimes(1)
    expect(authStateOf(store).isAuthenticated).toBe(true)
  })

  it('stays signed in with the consultant-fetch error when the consultant cannot be fetched', async () => {
    getConsultant.mockRejectedValue(new ApiError(500))
    await expect(store.set(loginAtom, 'bruno', 'pw')).resolves.toBe(true)
    expect(authStateOf(store)).toEqual({
      isAuthenticated: true,
      isLoading: false,
      consultant: null,
      error: 'consultantFetch',
    })
    expect(Object.keys(storedAuth()).sort()).toEqual([
      'accessToken',
      'lastVerified',
      'refreshToken',
    ])
  })

  it('sends one request for a double submit', async () => {
    const answer = deferred<typeof signInAnswer>()
    signIn.mockReturnValue(answer.promise)
    const first = store.set(loginAtom, 'bruno', 'pw')
    const second = store.set(loginAtom, 'bruno', 'pw')
    answer.resolve(signInAnswer)
    await expect(Promise.all([first, second])).resolves.toEqual([true, true])
    expect(signIn).toHaveBeenCalledTimes(1)
    expect(getConsultant).toHaveBeenCalledTimes(1)
    // Once settled, a new submit is a new request.
    await store.set(loginAtom, 'bruno', 'pw')
    expect(signIn).toHaveBeenCalledTimes(2)
  })

  it('does not let a previous session’s consultant pass for the new one', async () => {
    seedSignedIn(now)
    const consultantAnswer = deferred<typeof fetchedConsultant>()
    getConsultant.mockReturnValue(consultantAnswer.promise)
    const done = store.set(loginAtom, 'bruno', 'pw')
    await jest.advanceTimersByTimeAsync(0)
    expect(storedAuth()).not.toHaveProperty('consultant')
    expect(authStateOf(store).consultant).toBeNull()
    consultantAnswer.resolve(fetchedConsultant)
    await done
  })

  it('drops a sign-in answer that arrives after logout', async () => {
    const answer = deferred<typeof signInAnswer>()
    signIn.mockReturnValue(answer.promise)
    const done = store.set(loginAtom, 'bruno', 'pw')
    await store.set(logoutAtom)
    answer.resolve(signInAnswer)
    await expect(done).resolves.toBe(false)
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(storedAuth()).toEqual({})
  })

  it('overrides a slower load check that started before it', async () => {
    seedSignedIn(now - minutes(6))
    const answer = deferred<void>()
    verify.mockReturnValue(answer.promise)
    const check = store.set(checkAuthAtom)
    await signInThroughLogin()
    answer.reject(new ApiError(401)) // the old token's refusal must not sign the new session out
    await check
    expect(authStateOf(store)).toMatchObject({
      isAuthenticated: true,
      consultant: fetchedConsultant,
    })
    expect(storedAuth().accessToken).toBe('access-2')
  })
})

describe('logout', () => {
  it('clears the four keys and resets the state when sign-out fails', async () => {
    seedSignedIn(now)
    await store.set(checkAuthAtom)
    signOut.mockRejectedValue(new ApiError('network'))
    await store.set(logoutAtom)
    expect(signOut).toHaveBeenCalledWith('refresh-1')
    expect(storedAuth()).toEqual({})
    expect(authStateOf(store)).toEqual(signedOutState)
  })

  it('completes even if the client throws synchronously', async () => {
    seedSignedIn(now)
    await store.set(checkAuthAtom)
    signOut.mockImplementation(() => {
      throw new Error('boom')
    })
    await expect(store.set(logoutAtom)).resolves.toBeUndefined()
    expect(storedAuth()).toEqual({})
  })

  it('signs out locally at once, before a hung provider answers', async () => {
    await signInThroughLogin()
    signOut.mockReturnValue(new Promise(() => undefined))
    void store.set(logoutAtom)
    expect(storedAuth()).toEqual({})
    expect(authStateOf(store)).toEqual(signedOutState)
    // The provider is still told, once its client has loaded; its answer is never waited for.
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('refresh-2'))
    expect(authStateOf(store)).toEqual(signedOutState)
  })

  it('clears an error and a stored half session without calling the provider', async () => {
    signIn.mockRejectedValueOnce(new ApiError(403))
    await store.set(loginAtom, 'bruno', 'pw')
    seedStorage({ consultant: '{}' })
    await store.set(logoutAtom)
    expect(signOut).not.toHaveBeenCalled()
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(storedAuth()).toEqual({})
  })

  it('uses the stored refresh token when this tab has not checked yet', async () => {
    seedSignedIn(now)
    await store.set(logoutAtom)
    expect(signOut).toHaveBeenCalledWith('refresh-1')
    expect(storedAuth()).toEqual({})
  })
})

describe('updateConsultant', () => {
  it('merges the fields and persists the result', async () => {
    seedSignedIn(now)
    await store.set(checkAuthAtom)
    store.set(updateConsultantAtom, { presence: 'busy', note: 'back at 3' })
    const merged = { ...storedConsultant, presence: 'busy', note: 'back at 3' }
    expect(authStateOf(store).consultant).toEqual(merged)
    expect(JSON.parse(storedAuth().consultant ?? 'null')).toEqual(merged)
    expect(storedAuth().accessToken).toBe('access-1')
  })

  it('keeps the edit when a re-verification succeeds', async () => {
    seedSignedIn(now)
    await store.set(checkAuthAtom)
    store.set(updateConsultantAtom, { presence: 'away' })
    jest.setSystemTime(now + minutes(6))
    await store.set(checkAuthAtom)
    expect(verify).toHaveBeenCalled()
    expect(authStateOf(store).consultant).toMatchObject({ presence: 'away' })
  })

  it('does nothing when signed out', async () => {
    await store.set(checkAuthAtom)
    store.set(updateConsultantAtom, { presence: 'busy' })
    expect(authStateOf(store).consultant).toBeNull()
    expect(storedAuth()).toEqual({})
  })
})

describe('another tab', () => {
  it('signs this tab out when the other one signs out, without calling the provider', async () => {
    seedSignedIn(now)
    await store.set(checkAuthAtom)
    localStorage.clear()
    await store.set(syncFromStorageAtom)
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(signOut).not.toHaveBeenCalled()
  })

  it('signs this tab in when the other one signs in', async () => {
    await store.set(checkAuthAtom)
    seedSignedIn(now)
    await store.set(syncFromStorageAtom)
    expect(authStateOf(store)).toMatchObject({
      isAuthenticated: true,
      consultant: storedConsultant,
    })
    expect(verify).not.toHaveBeenCalled()
  })

  it('stays signed out while the other tab has stored tokens but no consultant yet', async () => {
    await store.set(checkAuthAtom)
    seedStorage({ accessToken: 'access-9', refreshToken: 'refresh-9', lastVerified: `${now}` })
    await store.set(syncFromStorageAtom)
    expect(authStateOf(store)).toEqual(signedOutState)
    expect(storedAuth()).toHaveProperty('accessToken', 'access-9') // not this tab's to clear
  })

  it('mirrors the other tab’s consultant edits', async () => {
    seedSignedIn(now)
    await store.set(checkAuthAtom)
    seedStorage({ consultant: JSON.stringify({ ...storedConsultant, presence: 'dnd' }) })
    await store.set(syncFromStorageAtom)
    expect(authStateOf(store).consultant).toMatchObject({ presence: 'dnd' })
  })

  it('is ignored while this tab signs in', async () => {
    const answer = deferred<typeof signInAnswer>()
    signIn.mockReturnValue(answer.promise)
    const done = store.set(loginAtom, 'bruno', 'pw')
    seedSignedIn(now)
    await store.set(syncFromStorageAtom)
    expect(authStateOf(store).isAuthenticated).toBe(false)
    answer.resolve(signInAnswer)
    await done
    expect(authStateOf(store).consultant).toEqual(fetchedConsultant)
  })
})
