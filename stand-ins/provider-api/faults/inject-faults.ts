import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { defaultDetail, detail, sendHtmlErrorPage } from '../http/django-errors'
import { opaqueToken } from '../tokens/token-store'
import { registerFaultControl, faultControlPath } from './control-routes'
import { parseFault, type Fault, type FaultOutcome } from './fault'
import { createFaultQueue } from './fault-queue'
import { sendHostile } from './hostile'

export const faultHeaderName = 'X-Provider-Fault'

export interface FaultOptions {
  /** The WhatsApp number a `missing-token` sign-in answer carries. */
  whatsappNumber: string
}

/**
 * Fault injection for tests: per request with the X-Provider-Fault header, per test with
 * POST /__faults. Runs after the CORS hook, so a forced status still reaches the site's script;
 * the header wins over armed faults, which stay armed for the next call.
 */
export function injectFaults(app: FastifyInstance, { whatsappNumber }: FaultOptions): void {
  const queue = createFaultQueue()
  registerFaultControl(app, queue)

  // A pending delay ends when the provider closes, rather than keep its timer running.
  const onClose = new Set<() => void>()
  app.addHook('preClose', async () => {
    for (const stop of onClose) stop()
  })

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (path === faultControlPath) return
    const header = request.headers[faultHeaderName.toLowerCase()]
    let taken: { fault: string; parsed: Fault } | null
    // An empty header is no fault: a client may send the header with nothing in it.
    if (typeof header === 'string' && header.trim() !== '') {
      const parsed = parseFault(header)
      if (typeof parsed === 'string') {
        return reply.code(400).send(detail(`${faultHeaderName}: ${parsed}`))
      }
      taken = { fault: header, parsed }
    } else {
      taken = queue.take(request.method, path)
    }
    if (!taken) return
    request.log.info({ fault: taken.fault, method: request.method, path }, 'injected a fault')

    const { delayMs, outcome } = taken.parsed
    if (delayMs > 0) await pause(delayMs, onClose)
    if (outcome) return respondWith(outcome, request, reply, whatsappNumber)
  })
}

function respondWith(
  outcome: FaultOutcome,
  request: FastifyRequest,
  reply: FastifyReply,
  whatsappNumber: string,
) {
  switch (outcome.kind) {
    case 'status':
      // A provider shedding load says when to come back, in seconds.
      if (outcome.status === 503) reply.header('retry-after', '1')
      return outcome.body === 'html'
        ? sendHtmlErrorPage(reply, outcome.status)
        : reply.code(outcome.status).send(detail(defaultDetail(outcome.status)))
    case 'malformed':
      // Cut off mid-string, as a proxy that drops the rest of a body leaves it.
      return reply.code(200).type('application/json').send('{"data": {"access_token": "')
    case 'missing-token':
      return reply.send({ data: { refresh_token: opaqueToken(), whatsapp_number: whatsappNumber } })
    case 'drop':
      reply.hijack()
      request.raw.socket?.destroy()
      return reply
    case 'hang':
      // Nothing is sent; the socket ends when the client gives up or the provider closes.
      reply.hijack()
      return reply
    case 'hostile':
      return sendHostile(outcome.hostile, reply)
  }
}

/** Waits; closing the provider ends the wait, so no timer outlives it. */
function pause(ms: number, onClose: Set<() => void>): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      onClose.delete(finish)
      resolve()
    }
    const timer = setTimeout(finish, ms)
    onClose.add(finish)
  })
}
