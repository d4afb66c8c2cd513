import type { AddressInfo } from 'node:net'

import type { FastifyInstance } from 'fastify'

import { createProviderApp, type ProviderAppOptions } from '../app'

export const siteOrigin = 'http://localhost:9000'
export const demoLogin = { username: 'demo', password: 'demo-password' }
export const demoWhatsappNumber = '5511987654321'

/** The provider with the real seed, faults on and one allowed site origin. */
export function createTestProvider(options: ProviderAppOptions = {}): FastifyInstance {
  return createProviderApp({ faults: true, siteOrigins: [siteOrigin], ...options })
}

export interface SignInData {
  access_token: string
  refresh_token: string
  whatsapp_number: string
}

export async function signIn(app: FastifyInstance, login = demoLogin): Promise<SignInData> {
  const response = await app.inject({ method: 'POST', url: '/auth/v1/signin', payload: login })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: SignInData }>().data
}

/** For what inject cannot show (dropped and hung sockets): a real port, and its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}
