import type { FastifyInstance } from 'fastify'

/**
 * Fastify parses no body: endpoints get the raw stream as a Fetch body, whatever the Content-Type
 * (Sentry envelopes come as text/plain, application/x-sentry-envelope or with none), and the 1 MiB
 * limit is applied by the adapter (fetch-adapter/limited-body.ts).
 */
export function leaveBodiesUnparsed(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
}
