import {
  consentDecidedAttribute,
  consentDecidedScript,
  consentStorageKey,
  getConsent,
  hasConsent,
  parseStoredConsent,
  serializeConsent,
  setConsent,
  subscribeToConsent,
} from './consent-store'
import { afterNextPaintFallbackMs } from '../../lib/after-next-paint'

const decidedAt = new Date('2026-11-30T12:00:00Z')

function sendGlobalPrivacyControl(value: unknown) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true })
}

afterEach(() => {
  jest.useRealTimers()
  localStorage.clear()
  delete (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl
  jest.restoreAllMocks()
})

it('has no choice before the visitor makes one', () => {
  expect(getConsent()).toEqual({ choice: null, globalPrivacyControl: false })
  expect(hasConsent()).toBe(false)
})

it('stores an acceptance with its date and tells subscribers', () => {
  const listener = jest.fn()
  const unsubscribe = subscribeToConsent(listener)
  setConsent('accepted', decidedAt)
  expect(listener).toHaveBeenCalledTimes(1)
  expect(getConsent()).toEqual({ choice: 'accepted', globalPrivacyControl: false })
  expect(hasConsent()).toBe(true)
  expect(JSON.parse(localStorage.getItem(consentStorageKey)!)).toEqual({
    version: 1,
    choice: 'accepted',
    decidedAt: '2026-11-30T12:00:00.000Z',
  })
  unsubscribe()
})

it('stores a refusal, and a later refusal replaces an acceptance', () => {
  setConsent('accepted', decidedAt)
  setConsent('rejected', decidedAt)
  expect(getConsent().choice).toBe('rejected')
  expect(hasConsent()).toBe(false)
})

it('keeps the same answer object while nothing changes (useSyncExternalStore needs it)', () => {
  setConsent('rejected', decidedAt)
  expect(getConsent()).toBe(getConsent())
})

it.each([
  ['not JSON', '{"version": 1, "choice": "acc'],
  ['a bare word', 'accepted'],
  ['JSON null', 'null'],
  ['an unknown choice', JSON.stringify({ version: 1, choice: 'maybe', decidedAt: 'x' })],
  ['another version', JSON.stringify({ version: 2, choice: 'accepted', decidedAt: 'x' })],
  ['no date', JSON.stringify({ version: 1, choice: 'accepted' })],
])('reads a corrupt stored value (%s) as "no choice yet", without throwing', (_, raw) => {
  localStorage.setItem(consentStorageKey, raw)
  expect(() => getConsent()).not.toThrow()
  expect(getConsent().choice).toBeNull()
})

it('parses exactly what it serialises', () => {
  expect(parseStoredConsent(serializeConsent('accepted', decidedAt))).toBe('accepted')
  expect(parseStoredConsent(serializeConsent('rejected', decidedAt))).toBe('rejected')
  expect(parseStoredConsent(null)).toBeNull()
})

it('treats Global Privacy Control as a refusal, even over a stored acceptance', () => {
  sendGlobalPrivacyControl(true)
  expect(getConsent()).toEqual({ choice: 'rejected', globalPrivacyControl: true })
  setConsent('accepted', decidedAt)
  expect(getConsent()).toEqual({ choice: 'rejected', globalPrivacyControl: true })
  expect(hasConsent()).toBe(false)
})

it('ignores a Global Privacy Control value other than true', () => {
  sendGlobalPrivacyControl('1')
  expect(getConsent()).toEqual({ choice: null, globalPrivacyControl: false })
})

it('keeps a choice for the page view when storage refuses to save it', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError')
  })
  setConsent('rejected', decidedAt)
  expect(getConsent().choice).toBe('rejected')
  jest.restoreAllMocks()
  setConsent('accepted', decidedAt)
  expect(getConsent().choice).toBe('accepted')
})

it("hears another tab's choice", () => {
  const listener = jest.fn()
  const unsubscribe = subscribeToConsent(listener)
  localStorage.setItem(consentStorageKey, serializeConsent('rejected', decidedAt))
  window.dispatchEvent(new StorageEvent('storage', { key: consentStorageKey }))
  window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
  expect(listener).toHaveBeenCalledTimes(1)
  expect(getConsent().choice).toBe('rejected')
  unsubscribe()
  window.dispatchEvent(new StorageEvent('storage', { key: consentStorageKey }))
  expect(listener).toHaveBeenCalledTimes(1)
})

const stored = () => parseStoredConsent(localStorage.getItem(consentStorageKey))

describe("written after the paint (the banner's answers)", () => {
  it('applies at once and is written once the answer has painted', () => {
    jest.useFakeTimers()
    setConsent('rejected', decidedAt)
    setConsent('accepted', decidedAt, { writeAfterPaint: true })
    // Over the older answer in storage, the new one applies from the tap on.
    expect(getConsent().choice).toBe('accepted')
    expect(stored()).toBe('rejected')
    jest.advanceTimersByTime(afterNextPaintFallbackMs)
    expect(stored()).toBe('accepted')
    expect(getConsent().choice).toBe('accepted')
  })

  it('is written as the page goes, if that comes before the paint', () => {
    jest.useFakeTimers()
    setConsent('accepted', decidedAt, { writeAfterPaint: true })
    window.dispatchEvent(new Event('pagehide'))
    expect(stored()).toBe('accepted')
    // Written once: the paint that follows has nothing left to write.
    const write = jest.spyOn(Storage.prototype, 'setItem')
    jest.advanceTimersByTime(afterNextPaintFallbackMs)
    expect(write).not.toHaveBeenCalled()
  })

  it('holds for the page view when storage then refuses the write', () => {
    jest.useFakeTimers()
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    setConsent('rejected', decidedAt, { writeAfterPaint: true })
    jest.advanceTimersByTime(afterNextPaintFallbackMs)
    expect(stored()).toBeNull()
    expect(getConsent().choice).toBe('rejected')
  })
})

describe('the pre-paint script', () => {
  const run = () => new Function(consentDecidedScript)()
  const decided = () => document.documentElement.hasAttribute(consentDecidedAttribute)
  afterEach(() => {
    document.documentElement.removeAttribute(consentDecidedAttribute)
    localStorage.clear()
    delete (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl
  })

  it('hides the static banner for a stored answer', () => {
    localStorage.setItem(consentStorageKey, serializeConsent('rejected', new Date()))
    run()
    expect(decided()).toBe(true)
  })

  it.each(['not json', '{"version":2,"choice":"accepted","decidedAt":"x"}', '{"choice":"maybe"}'])(
    'keeps it for a corrupt value (%s)',
    (raw) => {
      localStorage.setItem(consentStorageKey, raw)
      run()
      expect(decided()).toBe(false)
    },
  )

  it('hides it under Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    run()
    expect(decided()).toBe(true)
  })
})
