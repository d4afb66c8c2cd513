import { authErrorFor, authErrorMessages } from './auth-errors'

it.each([
  [404, 'notFound'],
  [400, 'invalidCredentials'],
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [500, 'unexpected'],
  [502, 'unexpected'],
  [418, 'unexpected'],
  ['network', 'unexpected'],
  ['timeout', 'unexpected'],
  ['malformed', 'unexpected'],
] as const)('maps failure %s to %s', (failure, key) => {
  expect(authErrorFor(failure)).toBe(key)
})

it('holds the English messages word for word', () => {
  expect(authErrorMessages).toEqual({
    notFound: 'Login endpoint not found. Please check the API configuration.',
    invalidCredentials: 'Invalid credentials. Please check your username and password.',
    unauthorized: 'Unauthorized. Please check your credentials.',
    forbidden: 'Forbidden. CSRF token missing or incorrect.',
    unexpected: 'An unexpected error occurred. Please try again later.',
    consultantFetch: 'Failed to fetch consultant data. Please try again.',
  })
})
