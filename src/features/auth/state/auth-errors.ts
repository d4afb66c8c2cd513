import type { ApiFailure } from '../api/api-error'

/**
 * What went wrong, as a stable key: screens translate `errors.<key>` from their locales, so the state
 * holds no copy.
 */
export type AuthError =
  | 'notFound'
  | 'invalidCredentials'
  | 'unauthorized'
  | 'forbidden'
  | 'unexpected'
  | 'consultantFetch'

const loginErrorsByStatus: Partial<Record<number, AuthError>> = {
  404: 'notFound',
  400: 'invalidCredentials',
  401: 'unauthorized',
  403: 'forbidden',
}

/** Sign-in failures: four statuses have their own message, everything else is unexpected. */
export function authErrorFor(failure: ApiFailure): AuthError {
  return (typeof failure === 'number' && loginErrorsByStatus[failure]) || 'unexpected'
}
