/** @jest-environment node */
import { createEndpointsApp } from '../endpoints-app'
import { readServerConfig } from '../config'

/** The address a reverse proxy in front of the server connects from. */
const proxyAddress = '10.0.0.5'

/** Envelopes to /monitoring from two visitors behind the same proxy, one over its limit. */
async function statusesBehindProxy(env: Record<string, string>): Promise<number[]> {
  const { app } = createEndpointsApp({
    config: { ...readServerConfig(env), sentryDsn: 'http://key@127.0.0.1:9/1' },
  })
  const post = (visitor: string) =>
    app
      .inject({
        method: 'POST',
        url: '/monitoring',
        remoteAddress: proxyAddress,
        headers: { 'x-forwarded-for': visitor, 'content-type': 'text/plain' },
        payload: '',
      })
      .then((response) => response.statusCode)
  const first = [await post('203.0.113.1'), await post('203.0.113.1')]
  const other = await post('198.51.100.7')
  await app.close()
  return [...first, other]
}

describe('client addresses behind a reverse proxy (TRUST_PROXY)', () => {
  it("ignores X-Forwarded-For unless told to trust the proxy: it is the proxy's one limit", async () => {
    const [, second, other] = await statusesBehindProxy({ MONITORING_RATE_LIMIT: '1' })
    expect(second).toBe(429)
    expect(other).toBe(429)
  })

  it('limits each visitor the trusted proxy reports, so one cannot lock out the rest', async () => {
    const [first, second, other] = await statusesBehindProxy({
      MONITORING_RATE_LIMIT: '1',
      TRUST_PROXY: '10.0.0.0/8',
    })
    expect(second).toBe(429)
    expect(other).toBe(first)
    expect(other).not.toBe(429)
  })
})
