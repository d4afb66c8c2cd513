/** @jest-environment node */
import { Resolver } from 'node:dns'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { startFakeDns, type FakeDns } from '../test-support/fake-dns'
import { eventLoopLookup, upstreamFetch } from './upstream-fetch'

let upstream: Server
let port: number
const dnsServers: FakeDns[] = []

beforeAll(async () => {
  upstream = createServer((_request, response) => response.end('ingested'))
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  port = (upstream.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => upstream.close(resolve)))
afterEach(async () => {
  await Promise.all(dnsServers.splice(0).map((dns) => dns.close()))
})

async function fetchThrough(dns: FakeDns, url: string): Promise<Response> {
  const resolver = new Resolver({ timeout: 300, tries: 1 })
  resolver.setServers([dns.server])
  return upstreamFetch(eventLoopLookup(resolver))(url, { signal: AbortSignal.timeout(5_000) })
}

async function fakeDns(...args: Parameters<typeof startFakeDns>): Promise<FakeDns> {
  const dns = await startFakeDns(...args)
  dnsServers.push(dns)
  return dns
}

it('reaches the ingest host by the address its DNS server gives', async () => {
  const dns = await fakeDns({ 'ingest.example': '127.0.0.1' })
  const response = await fetchThrough(dns, `http://ingest.example:${port}/`)
  expect(await response.text()).toBe('ingested')
  expect(dns.queries).toContain('ingest.example')
})

it('gives up on a DNS server that never answers within its timeout, asking it and not the system', async () => {
  const dns = await fakeDns({}, { silent: true })
  // The resolver's own time-out, not the request's 5 s abort.
  await expect(fetchThrough(dns, `http://ingest.example:${port}/`)).rejects.toMatchObject({
    cause: { code: 'ETIMEOUT' },
  })
  expect(dns.queries).toContain('ingest.example')
})

it('finds names DNS does not know (localhost, /etc/hosts) through the system lookup', async () => {
  const dns = await fakeDns({})
  const response = await fetchThrough(dns, `http://localhost:${port}/`)
  expect(await response.text()).toBe('ingested')
  expect(dns.queries).toContain('localhost')
})
