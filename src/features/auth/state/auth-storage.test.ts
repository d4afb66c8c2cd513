import { storedAuth } from '../../../testing/auth-fixtures'
import { storageEventFromAnotherTab } from '../../../testing/storage-event'
import {
  clearStoredAuth,
  hasStoredRemains,
  onStoredAuthChange,
  readStoredAuth,
  writeStoredAuth,
} from './auth-storage'

const now = Date.UTC(2025, 0, 1, 12)

beforeEach(() => {
  jest.useFakeTimers({ now })
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  localStorage.clear()
})

it('stores raw tokens, the consultant as JSON and lastVerified as a plain number', () => {
  writeStoredAuth({
    accessToken: 'eyJhbGciOi.access',
    refreshToken: 'eyJhbGciOi.refresh',
    consultant: { username: 'ana', presence: 'online' },
    lastVerified: now,
  })
  expect(storedAuth()).toEqual({
    accessToken: 'eyJhbGciOi.access',
    refreshToken: 'eyJhbGciOi.refresh',
    consultant: '{"username":"ana","presence":"online"}',
    lastVerified: String(now),
  })
  expect(readStoredAuth()).toEqual({
    accessToken: 'eyJhbGciOi.access',
    refreshToken: 'eyJhbGciOi.refresh',
    consultant: { username: 'ana', presence: 'online' },
    lastVerified: now,
  })
})

it('removes a key written as null and leaves the others', () => {
  localStorage.setItem('consultant', '{}')
  localStorage.setItem('accessToken', 'a')
  writeStoredAuth({ consultant: null })
  expect(storedAuth()).toEqual({ accessToken: 'a' })
})

it.each([
  ['truncated JSON', '{"username": "ana"'],
  ['an array', '[1,2]'],
  ['a JSON string', '"ana"'],
  ['null', 'null'],
  ['undefined', 'undefined'],
])('reads a consultant stored as %s as absent', (_, raw) => {
  localStorage.setItem('consultant', raw)
  expect(readStoredAuth().consultant).toBeNull()
})

it.each([
  ['text', 'yesterday'],
  ['a JSON-quoted number', `"${now}"`],
  ['a negative number', '-5'],
  ['a fraction', '1.5'],
  ['exponent notation', '1e12'],
  ['empty text', ''],
  ['a time in the future', String(now + 1)],
])('reads lastVerified stored as %s as absent', (_, raw) => {
  localStorage.setItem('lastVerified', raw)
  expect(readStoredAuth().lastVerified).toBeNull()
})

it('reads lastVerified that is now or earlier', () => {
  localStorage.setItem('lastVerified', String(now))
  expect(readStoredAuth().lastVerified).toBe(now)
})

it('reads an empty token as absent', () => {
  localStorage.setItem('accessToken', '')
  expect(readStoredAuth().accessToken).toBeNull()
  expect(hasStoredRemains()).toBe(true)
})

it('clears the four keys and nothing else', () => {
  writeStoredAuth({ accessToken: 'a', refreshToken: 'r', consultant: {}, lastVerified: now })
  localStorage.setItem('theme-ui-color-mode', 'dark')
  clearStoredAuth()
  expect(storedAuth()).toEqual({})
  expect(localStorage.getItem('theme-ui-color-mode')).toBe('dark')
})

it('leaves nothing half-stored when the browser refuses a write', () => {
  localStorage.setItem('consultant', '{"old":true}')
  const setItem = Storage.prototype.setItem
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (key === 'refreshToken') throw new DOMException('full', 'QuotaExceededError')
    setItem.call(this, key, value)
  })
  expect(writeStoredAuth({ accessToken: 'a', refreshToken: 'r', lastVerified: now })).toBe(false)
  expect(storedAuth()).toEqual({})
})

it('reads nothing, and does not throw, when storage is unavailable', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError')
  })
  expect(readStoredAuth()).toEqual({
    accessToken: null,
    refreshToken: null,
    consultant: null,
    lastVerified: null,
  })
  expect(hasStoredRemains()).toBe(false)
})

describe('hasStoredRemains', () => {
  it.each([
    ['a future lastVerified', { lastVerified: String(now + 60_000) }],
    ['consultant JSON that does not parse', { accessToken: 'a', consultant: '{"username":' }],
    ['a consultant without a token', { consultant: '{"username":"ana"}' }],
  ])('is true for %s: it can never make a session', (_, values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
    expect(hasStoredRemains()).toBe(true)
  })

  it.each([
    ['nothing stored', {}],
    [
      'a whole session',
      { accessToken: 'a', refreshToken: 'r', consultant: '{}', lastVerified: String(now) },
    ],
    // What sign-in stores before it fetches the consultant.
    [
      'tokens waiting for their consultant',
      { accessToken: 'a', refreshToken: 'r', lastVerified: String(now) },
    ],
  ])('is false for %s', (_, values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
    expect(hasStoredRemains()).toBe(false)
  })
})

describe('onStoredAuthChange', () => {
  it('reports changes to the four keys and a cleared storage, nothing else', () => {
    const callback = jest.fn()
    const stop = onStoredAuthChange(callback)
    storageEventFromAnotherTab('accessToken', 'a')
    storageEventFromAnotherTab('lastVerified', '1')
    storageEventFromAnotherTab(null)
    expect(callback).toHaveBeenCalledTimes(3)
    storageEventFromAnotherTab('theme-ui-color-mode', 'light')
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'accessToken', storageArea: sessionStorage }),
    )
    expect(callback).toHaveBeenCalledTimes(3)
    stop()
    storageEventFromAnotherTab('accessToken')
    expect(callback).toHaveBeenCalledTimes(3)
  })
})
