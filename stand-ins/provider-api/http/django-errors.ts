import { STATUS_CODES } from 'node:http'

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** Django REST framework's error body. */
export interface Detail {
  detail: string
}

export const detail = (message: string): Detail => ({ detail: message })

export const csrfFailure = 'CSRF Failed: CSRF token missing or incorrect.'

/** A client error whose `detail` is meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail)
  }
}

// DRF's default messages (rest_framework/exceptions.py); 403 is the CSRF one the site names.
const defaultDetails: Record<number, string> = {
  400: 'Malformed request.',
  401: 'Authentication credentials were not provided.',
  403: csrfFailure,
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Could not satisfy the request Accept header.',
  413: 'Request body too large.',
  415: 'Unsupported media type in request.',
  429: 'Request was throttled.',
}

export function defaultDetail(status: number): string {
  return defaultDetails[status] ?? `${STATUS_CODES[status] ?? 'Error'}.`
}

/**
 * What Django answers without DRF: a bare HTML page (its 500 page with DEBUG off, or the reverse
 * proxy's page for 502-504). Statuses below 400 get a maintenance page, as a misrouted proxy serves.
 */
export function htmlErrorPage(status: number): string {
  const reason = status === 500 ? 'Server Error' : (STATUS_CODES[status] ?? 'Error')
  const title = status >= 400 ? `${reason} (${status})` : 'Maintenance'
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><title>${title}</title></head>`,
    `<body><h1>${title}</h1><p></p></body>`,
    '</html>',
    '',
  ].join('\n')
}

export function sendHtmlErrorPage(reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(htmlErrorPage(status))
}

/** Errors and unknown paths answer as a DRF provider does: `{"detail": …}`; bugs as Django's 500. */
export function answerLikeDjango(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error(error)
      return sendHtmlErrorPage(reply, 500)
    }
    return reply.code(status).send(detail(clientErrorDetail(error, request, status)))
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(detail(defaultDetail(404))))
}

/** Fastify's `frameworkErrors`: a URL the router cannot decode (`/%`), before any hook runs. */
export function answerBadUrls(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.code(400).send(detail(defaultDetail(400)))
}

function clientErrorDetail(error: FastifyError, request: FastifyRequest, status: number): string {
  if (error instanceof HttpError) return error.detail
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.`
  }
  return defaultDetail(status)
}
