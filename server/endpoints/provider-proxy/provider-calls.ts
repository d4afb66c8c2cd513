/** One call the site's pages make to the provider (docs/product.md#provider-api). */
export interface ProviderCall {
  method: 'GET' | 'POST'
  /** Matches the whole path below the site's provider prefix. */
  path: RegExp
  /** How the call is named in logs: the path with its personal data taken out. */
  name: string
}

/**
 * The only calls forwarded, as `src/features/auth/api/provider-client.ts` makes them. The consultant
 * is fetched by WhatsApp number: digits, with a leading `+` as the client encodes it (`%2B`).
 */
export const providerCalls: readonly ProviderCall[] = [
  { method: 'POST', path: /^\/auth\/v1\/signin$/, name: 'POST /auth/v1/signin' },
  { method: 'GET', path: /^\/auth\/v1\/verify$/, name: 'GET /auth/v1/verify' },
  { method: 'POST', path: /^\/auth\/v1\/signout$/, name: 'POST /auth/v1/signout' },
  {
    method: 'GET',
    path: /^\/api\/consultant\/(?:%2[Bb])?\d{1,20}$/,
    name: 'GET /api/consultant/:number',
  },
]

export type CallMatch =
  | { kind: 'call'; call: ProviderCall }
  /** A forwarded path asked with another method: 405 with the one it takes. */
  | { kind: 'other-method'; allowed: 'GET' | 'POST' }
  | { kind: 'none' }

/** Which call `method` and `path` (below the prefix, query string removed) are, if any. */
export function matchProviderCall(method: string, path: string): CallMatch {
  const byPath = providerCalls.find((call) => call.path.test(path))
  if (!byPath) return { kind: 'none' }
  if (byPath.method === method) return { kind: 'call', call: byPath }
  return { kind: 'other-method', allowed: byPath.method }
}
