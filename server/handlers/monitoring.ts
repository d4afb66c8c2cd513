import { maxRequestBodyBytes } from '../fetch-adapter/limited-body'
import { jsonError } from './dispatch'
import { envelopeDsn } from './envelope-header'
import { readBody } from './read-body'
import type { FetchHandler } from './route'
import { envelopeEndpoint, isSameProject, parseSentryDsn } from './sentry-dsn'

/** Largest envelope accepted (413 above): errors and compressed replay segments stay far below. */
export const maxEnvelopeBytes = maxRequestBodyBytes
/** Sentry answers within a second; a hung ingest must not hold browser requests for long. */
export const upstreamTimeoutMs = 5_000

/** Headers of Sentry's answer the browser SDK acts on (it backs off when rate-limited). */
const passedOnHeaders = ['retry-after', 'x-sentry-rate-limits']

export interface TunnelOptions {
  /** GATSBY_SENTRY_DSN as read when the server starts; unset, the tunnel answers 404. */
  dsn: string | undefined
  timeoutMs?: number
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch
}

/**
 * POST /monitoring, the Sentry tunnel (PITFALLS A3): the browser SDK posts envelopes here, on our own
 * origin, instead of to Sentry. The DSN is public, so anyone can post: an envelope is forwarded only
 * when its header names our project (host and project id), and only to our configured ingest URL,
 * so the tunnel cannot be turned into an open proxy. The body goes on byte for byte.
 *
 * @sentry/core 11 ships `handleTunnelRequest`, but it compares DSN strings exactly, decodes the
 * whole envelope, has no time limit, answers 500 when Sentry is unreachable, echoes Sentry's body
 * and drops the client IP; and @sentry/core is not a dependency of ours. Hence these checks.
 */
export function createMonitoringHandler({
  dsn,
  timeoutMs = upstreamTimeoutMs,
  fetch: fetchUpstream = fetch,
}: TunnelOptions): FetchHandler {
  if (!dsn) return async () => jsonError(404, 'Not Found')
  const configured = parseSentryDsn(dsn)
  if (configured === null) {
    throw new Error(`GATSBY_SENTRY_DSN must be a Sentry DSN (https://key@host/123), got "${dsn}"`)
  }
  const endpoint = envelopeEndpoint(configured)

  return async (request, { ip }) => {
    const body = await readBody(request, maxEnvelopeBytes)
    if (body === 'too-large') return jsonError(413, 'Payload Too Large')
    if (body === 'unreadable') return jsonError(400, 'Bad Request')
    const claimed = envelopeDsn(body)
    if (claimed === null) return jsonError(400, 'Invalid envelope')
    const claimedDsn = parseSentryDsn(claimed)
    if (claimedDsn === null || !isSameProject(claimedDsn, configured)) {
      return jsonError(403, 'DSN not allowed')
    }

    const headers = new Headers({ 'content-type': 'application/x-sentry-envelope' })
    // Sentry takes the client address from here (Sentry docs, "Tunneling"); no cookie goes on.
    if (ip) headers.set('x-forwarded-for', ip)
    let upstream: Response
    try {
      upstream = await fetchUpstream(endpoint, {
        method: 'POST',
        headers,
        body,
        // A redirect would send the envelope to a host nobody configured.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch {
      return jsonError(502, 'Bad Gateway')
    }
    // Only the status is ours to pass on; Sentry's body stays between us.
    await upstream.body?.cancel().catch(() => undefined)
    if (!isPassableStatus(upstream.status)) return jsonError(502, 'Bad Gateway')
    const answer = new Headers()
    for (const name of passedOnHeaders) {
      const value = upstream.headers.get(name)
      if (value !== null) answer.set(name, value)
    }
    return new Response(null, { status: upstream.status, headers: answer })
  }
}

/** 2xx, 4xx and 5xx mean something to the SDK; anything else from Sentry is a broken upstream. */
function isPassableStatus(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 600)
}
