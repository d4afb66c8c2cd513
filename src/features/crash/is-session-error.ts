// These words anywhere in the message, in any letter case, mean the session is the problem
// (docs/product.md#crash-screen).
const sessionWords = /auth|token|unauthorized/i

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown }
    return typeof message === 'string' ? message : ''
  }
  return ''
}

/** True when a render error looks like a session problem (the fallback then offers 'Log in again'). */
export function isSessionError(error: unknown): boolean {
  return sessionWords.test(messageOf(error))
}
