import type { ApiFailure } from '../api/provider-client'

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

/** The English messages, word for word: the source for `errors.*` in locales/en. */
export const authErrorMessages: Readonly<Record<AuthError, string>> = {
  notFound: 'Login endpoint not found. Please check the API configuration.',
  invalidCredentials: 'Invalid credentials. Please check your username and password.',
  unauthorized: 'Unauthorized. Please check your credentials.',
  forbidden: 'Forbidden. CSRF token missing or incorrect.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  consultantFetch: 'Failed to fetch consultant data. Please try again.',
}

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
