import type { FastifyInstance, FastifyReply } from 'fastify'

/** PITFALLS D2: the same on every response, pages, files, redirects, errors and endpoints. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  // Legacy twin of CSP frame-ancestors for browsers without it.
  'x-frame-options': 'DENY',
}

/**
 * `defaultPolicy` is the CSP for responses that did not set their own (HTML pages set one with
 * their script hashes). CORS is never granted: the site and its endpoints are same-origin only, so
 * an Access-Control-Allow-Origin set anywhere by mistake is dropped here.
 */
export function applySecurityHeaders(reply: FastifyReply, defaultPolicy: string): void {
  reply.headers(securityHeaders)
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', defaultPolicy)
  }
  reply.removeHeader('access-control-allow-origin')
}

/** On every response that goes through Fastify's lifecycle. */
export function addSecurityHeaders(app: FastifyInstance, defaultPolicy: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply, defaultPolicy)
    return payload
  })
}

/** The same for a Fetch Response that no Fastify hook sees (a serverless function's answer). */
export function withSecurityHeaders(response: Response, defaultPolicy: string): Response {
  const copy = new Response(response.body, response)
  for (const [name, value] of Object.entries(securityHeaders)) copy.headers.set(name, value)
  if (!copy.headers.has('content-security-policy')) {
    copy.headers.set('content-security-policy', defaultPolicy)
  }
  copy.headers.delete('access-control-allow-origin')
  return copy
}
