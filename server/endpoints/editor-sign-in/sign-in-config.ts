/**
 * The editor's GitHub sign-in (GET /api/auth), configured by the environment of whatever runs the
 * endpoints (our server, `gatsby develop`, the CDN's functions). The client secret is read here
 * and nowhere else: it is sent to GitHub's token endpoint, never to a browser, and the build never
 * records it.
 */
export interface EditorSignInConfig {
  clientId: string
  clientSecret: string
  /** GitHub's authorization page; a local stand-in in the browser tests. */
  authorizeUrl: string
  /** GitHub's token endpoint; a local stand-in in the browser tests. */
  tokenUrl: string
}

export const signInVariables = {
  clientId: 'GITHUB_OAUTH_CLIENT_ID',
  clientSecret: 'GITHUB_OAUTH_CLIENT_SECRET',
  authorizeUrl: 'GITHUB_OAUTH_AUTHORIZE_URL',
  tokenUrl: 'GITHUB_OAUTH_TOKEN_URL',
} as const

export const githubAuthorizeUrl = 'https://github.com/login/oauth/authorize'
export const githubTokenUrl = 'https://github.com/login/oauth/access_token'

/**
 * Unset client id and secret: editing is off (/api/auth and /admin/ say so). One of them without
 * the other, or a URL that is not http(s), is a mistake in the set-up: the error names each
 * missing or malformed variable, so the owner fixes them all at once.
 */
export function readEditorSignInConfig(
  env: Record<string, string | undefined>,
): EditorSignInConfig | undefined {
  const clientId = env[signInVariables.clientId]?.trim() ?? ''
  const clientSecret = env[signInVariables.clientSecret]?.trim() ?? ''
  const authorizeUrl = env[signInVariables.authorizeUrl]?.trim() || githubAuthorizeUrl
  const tokenUrl = env[signInVariables.tokenUrl]?.trim() || githubTokenUrl
  if (!clientId && !clientSecret) return undefined
  const problems: string[] = []
  if (!clientId)
    problems.push(`${signInVariables.clientId} is missing (the GitHub OAuth app's client ID)`)
  if (!clientSecret) {
    problems.push(
      `${signInVariables.clientSecret} is missing (a client secret of the GitHub OAuth app)`,
    )
  }
  for (const key of ['authorizeUrl', 'tokenUrl'] as const) {
    const value = key === 'authorizeUrl' ? authorizeUrl : tokenUrl
    if (!/^https?:$/.test(URL.canParse(value) ? new URL(value).protocol : '')) {
      problems.push(`${signInVariables[key]} must be an http(s) URL, got "${value}"`)
    }
  }
  if (problems.length > 0) {
    throw new Error(`The editor's GitHub sign-in is half configured:\n- ${problems.join('\n- ')}`)
  }
  return { clientId, clientSecret, authorizeUrl, tokenUrl }
}
