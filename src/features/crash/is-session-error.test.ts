import { isSessionError } from './is-session-error'

it.each([
  'AUTH service unavailable',
  'Token expired',
  'unauthorized',
  'Request failed: UNAUTHORIZED',
  'invalid refresh tOkEn',
  'OAuth handshake failed',
])('treats "%s" as a session error', (message) => {
  expect(isSessionError(new Error(message))).toBe(true)
})

it.each(["Cannot read properties of undefined (reading 'map')", 'Network request failed', ''])(
  'treats "%s" as a general error',
  (message) => {
    expect(isSessionError(new Error(message))).toBe(false)
  },
)

it('reads thrown strings and error-like objects, and treats anything else as general', () => {
  expect(isSessionError('token missing')).toBe(true)
  expect(isSessionError({ message: 'Not authorised' })).toBe(true)
  expect(isSessionError({ message: 401 })).toBe(false)
  expect(isSessionError(null)).toBe(false)
  expect(isSessionError(undefined)).toBe(false)
  expect(isSessionError(42)).toBe(false)
})
