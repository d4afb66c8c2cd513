import { lookup as systemLookup, Resolver } from 'node:dns'
import type { LookupFunction } from 'node:net'

import { Agent, fetch as undiciFetch } from 'undici'

/**
 * Host names resolved by c-ares (`dns.resolve4`, on the event loop) rather than getaddrinfo, which
 * runs on libuv's thread pool: the server keeps that pool at one thread for file reads (main.ts),
 * so a DNS server that never answers would stall every file the site sends. Names that DNS does
 * not know (`localhost`, /etc/hosts entries, IPv6-only hosts) go to the system's lookup.
 */
export function eventLoopLookup(resolver = new Resolver({ timeout: 2_000, tries: 2 })) {
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolver.resolve4(hostname, (error, addresses) => {
      if (error?.code === 'ENOTFOUND' || error?.code === 'ENODATA') {
        systemLookup(hostname, options, callback)
      } else if (error) callback(error, '', 4)
      else if (options.all)
        callback(
          null,
          addresses.map((address) => ({ address, family: 4 })),
        )
      else callback(null, addresses[0] ?? '', 4)
    })
  }
  return lookup
}

/**
 * The `fetch` of the tunnel and the provider proxy on the production server: undici's documented
 * `fetch` with an `Agent` of the same package, using the lookup above. Node's global `fetch` is
 * an undici of Node's own version, and a dispatcher of another major does not fit it (undici 8's
 * Agent in Node 24's fetch fails every request with "invalid onRequestStart method").
 */
export function upstreamFetch(lookup = eventLoopLookup()): typeof fetch {
  const dispatcher = new Agent({ connect: { lookup } })
  const fetchWithLookup = (
    input: Parameters<typeof undiciFetch>[0],
    init?: Parameters<typeof undiciFetch>[1],
  ) => undiciFetch(input, { ...init, dispatcher })
  // The same WHATWG interface under undici's own type names.
  return fetchWithLookup as unknown as typeof fetch
}
