/** Why a call failed: the HTTP status, or why there is none. */
export type ApiFailure = number | 'timeout' | 'network' | 'malformed'

/**
 * Keeps the HTTP status, or why there is none, so the state can pick the sign-in error message. Its
 * own file: the state tells failures apart without loading the provider client (load-provider-client.ts).
 */
export class ApiError extends Error {
  readonly failure: ApiFailure

  constructor(failure: ApiFailure) {
    super(`Provider API call failed: ${failure}`)
    this.name = 'ApiError'
    this.failure = failure
  }
}
