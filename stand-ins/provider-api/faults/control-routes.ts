import type { FastifyInstance } from 'fastify'

import { detail } from '../http/django-errors'
import { readField } from '../http/json-body'
import { answerOtherMethods } from '../http/method-not-allowed'
import { parseFault } from './fault'
import type { FaultQueue, QueuedFault } from './fault-queue'

export const faultControlPath = '/__faults'

/**
 * The test-only control endpoint (no CSRF check, never faulted itself):
 *   POST   /__faults  {"method": "POST", "path": "/auth/v1/signin", "fault": "status=500", "times": 2}
 *   GET    /__faults  → {"data": [armed faults with their remaining counts]}
 *   DELETE /__faults  → 204, every armed fault cleared
 */
export function registerFaultControl(app: FastifyInstance, queue: FaultQueue): void {
  app.post(faultControlPath, async (request, reply) => {
    const armed = readArmedFault(request.body)
    if (typeof armed === 'string') return reply.code(400).send(detail(armed))
    queue.arm(armed)
    const { parsed: _parsed, ...shown } = armed
    return reply.code(201).send({ data: shown })
  })
  app.get(faultControlPath, async () => ({ data: queue.list() }))
  app.delete(faultControlPath, async (_request, reply) => {
    queue.clear()
    return reply.code(204).send()
  })
  answerOtherMethods(app, faultControlPath, ['GET', 'POST', 'DELETE'])
}

function readArmedFault(body: unknown): QueuedFault | string {
  const method = readField(body, 'method')
  const path = readField(body, 'path')
  const fault = readField(body, 'fault')
  const times = readField(body, 'times') ?? 1
  if (typeof method !== 'string' || !/^([A-Za-z]+|\*)$/.test(method)) {
    return 'method must be an HTTP method or "*"'
  }
  if (typeof path !== 'string' || !(path === '*' || path.startsWith('/'))) {
    return 'path must start with "/" or be "*"'
  }
  if (typeof fault !== 'string') return 'fault must be a string such as "status=500"'
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    return 'times must be a whole number from 1'
  }
  const parsed = parseFault(fault)
  if (typeof parsed === 'string') return `fault: ${parsed}`
  return { method: method.toUpperCase(), path, fault, remaining: times, parsed }
}
