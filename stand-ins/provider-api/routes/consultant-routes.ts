import type { FastifyInstance } from 'fastify'

import type { Accounts } from '../accounts'
import { defaultDetail, detail } from '../http/django-errors'
import { answerOtherMethods } from '../http/method-not-allowed'

const consultantPath = '/api/consultant/:whatsapp_number'

/**
 * GET /api/consultant/{whatsapp_number}: the whole consultant object under `data`. No token is
 * required: the site sends none (docs/product.md#provider-api), so requiring one would break it.
 */
export function registerConsultantRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: Accounts },
) {
  app.get<{ Params: { whatsapp_number: string } }>(consultantPath, async (request, reply) => {
    const consultant = accounts.consultantByWhatsappNumber(request.params.whatsapp_number)
    if (!consultant) return reply.code(404).send(detail(defaultDetail(404)))
    return { data: consultant }
  })
  answerOtherMethods(app, consultantPath, ['GET'])
}
