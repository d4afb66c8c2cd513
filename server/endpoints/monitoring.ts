import type { FastifyReply, FastifyRequest } from 'fastify'

import { envelopeDsn } from './envelope-header'
import { envelopeEndpoint, isSameProject, parseSentryDsn } from './sentry-dsn'

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
 * POST /monitoring, the Sentry tunnel: the browser SDK posts envelopes here, on our own origin,
 * instead of to Sentry. The DSN is public, so anyone can post: an envelope is forwarded only when
 * its header names our project (host and project id), and only to our configured ingest URL, so
 * the tunnel cannot be turned into an open proxy. The body goes on byte for byte.
 *
 * @sentry/core's `handleTunnelRequest` compares DSN strings exactly (a rotated public key would be
 * refused), decodes the whole envelope, has no time limit, echoes Sentry's body and drops the
 * client IP; hence these few checks of our own.
 */
export function monitoringHandler({
  dsn,
  timeoutMs = upstreamTimeoutMs,
  fetch: fetchUpstream = fetch,
}: TunnelOptions) {
  const configured = dsn ? parseSentryDsn(dsn) : null
  if (dsn && configured === null) {
    throw new Error(`GATSBY_SENTRY_DSN must be a Sentry DSN (https://key@host/123), got "${dsn}"`)
  }
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (configured === null) return reply.code(404).send({ error: 'Not Found' })
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
    const claimed = envelopeDsn(body)
    if (claimed === null) return reply.code(400).send({ error: 'Invalid envelope' })
    const claimedDsn = parseSentryDsn(claimed)
    if (claimedDsn === null || !isSameProject(claimedDsn, configured)) {
      return reply.code(403).send({ error: 'DSN not allowed' })
    }

    let upstream: Response
    try {
      upstream = await fetchUpstream(envelopeEndpoint(configured), {
        method: 'POST',
        // Sentry takes the client address from here (Sentry docs, "Tunneling"); no cookie goes on.
        headers: {
          'content-type': 'application/x-sentry-envelope',
          'x-forwarded-for': request.ip,
        },
        body: new Uint8Array(body),
        // A redirect would send the envelope to a host nobody configured.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch {
      return reply.code(502).send({ error: 'Bad Gateway' })
    }
    // Only the status is ours to pass on; Sentry's body stays between us.
    await upstream.body?.cancel().catch(() => undefined)
    if (!isPassableStatus(upstream.status)) return reply.code(502).send({ error: 'Bad Gateway' })
    for (const name of passedOnHeaders) {
      const value = upstream.headers.get(name)
      if (value !== null) reply.header(name, value)
    }
    return reply.code(upstream.status).send()
  }
}

/** 2xx, 4xx and 5xx mean something to the SDK; anything else from Sentry is a broken upstream. */
function isPassableStatus(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 600)
}
