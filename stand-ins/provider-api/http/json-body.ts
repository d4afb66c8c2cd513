import type { FastifyInstance } from 'fastify'

import { HttpError } from './django-errors'

/**
 * Only JSON bodies, parsed as DRF's JSONParser does: an empty body is empty data (so a sign-in
 * without fields is "Invalid credentials.", not a parse error), broken JSON is a 400 "JSON parse
 * error", any other Content-Type a 415.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch (error) {
      done(new HttpError(400, `JSON parse error - ${(error as Error).message}`), undefined)
    }
  })
}

/** A field of a parsed body, or undefined when the body is no object or lacks it. */
export function readField(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  return (body as Record<string, unknown>)[name]
}
