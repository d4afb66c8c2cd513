/** @jest-environment node */
import type { FastifyInstance } from 'fastify'

import { loadSeed } from '../seed/load-seed'
import { createTestProvider, demoWhatsappNumber, signIn } from '../test-support/provider'

let app: FastifyInstance
beforeEach(() => {
  app = createTestProvider()
})
afterEach(() => app.close())

describe('GET /api/consultant/{whatsapp_number}', () => {
  it('answers the whole seeded consultant under data, without a token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/consultant/${demoWhatsappNumber}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: loadSeed()[0]?.consultant })
  })

  it('finds the consultant by the number sign-in answered', async () => {
    const { whatsapp_number } = await signIn(app, {
      username: 'yuki.tanaka',
      password: 'demo-password-ja',
    })
    const response = await app.inject({ method: 'GET', url: `/api/consultant/${whatsapp_number}` })
    expect(response.json()).toMatchObject({ data: { username: 'yuki.tanaka', last_name: '田中' } })
  })

  it.each(['0000000000', '%2B5511987654321', '5511987654321%20'])(
    'answers 404 "Not found." for %s',
    async (number) => {
      const response = await app.inject({ method: 'GET', url: `/api/consultant/${number}` })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Not found.' })
    },
  )

  it('answers 405 for a write', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/consultant/${demoWhatsappNumber}`,
      payload: {},
    })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS')
  })
})
