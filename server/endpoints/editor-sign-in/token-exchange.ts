import type { EditorSignInConfig } from './sign-in-config'

export type TokenExchange =
  | { outcome: 'token'; token: string }
  /** GitHub refused the code (used, expired, for another app) or the app's credentials. */
  | { outcome: 'refused'; reason: string }
  /** No usable answer in time: timeout, network failure, or something that is not GitHub's JSON. */
  | { outcome: 'unavailable'; reason: string }

export const tokenTimeoutMs = 10_000

/**
 * Trades the authorization code for a token, server to server: the client secret goes only to
 * `tokenUrl`. GitHub answers refusals with 200 and `{ error, error_description }`
 * (https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/troubleshooting-oauth-app-access-token-request-errors),
 * so the body decides, not the status.
 */
export async function exchangeCode(
  config: EditorSignInConfig,
  code: string,
  redirectUri: string,
  { fetchImpl = fetch, timeoutMs = tokenTimeoutMs } = {},
): Promise<TokenExchange> {
  let response: Response
  try {
    response = await fetchImpl(config.tokenUrl, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return { outcome: 'unavailable', reason: timedOut ? 'timeout' : 'network' }
  }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined
  if (typeof body?.error === 'string') return { outcome: 'refused', reason: body.error }
  if (!response.ok) return { outcome: 'unavailable', reason: `status ${response.status}` }
  const token = body?.access_token
  if (typeof token !== 'string' || !/^[\w.-]{1,255}$/.test(token)) {
    return { outcome: 'unavailable', reason: 'no token in the answer' }
  }
  return { outcome: 'token', token }
}
