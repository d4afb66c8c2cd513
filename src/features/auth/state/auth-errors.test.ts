import { authErrorFor } from './auth-errors'

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
