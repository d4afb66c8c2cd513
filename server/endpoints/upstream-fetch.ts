import { lookup as systemLookup, Resolver } from 'node:dns'
import type { LookupFunction } from 'node:net'

import { Agent } from 'undici'

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

/** The tunnel's `fetch` on the production server: Node's, with the lookup above. */
export function upstreamFetch(lookup = eventLoopLookup()): typeof fetch {
  const dispatcher = new Agent({ connect: { lookup } })
  return (input, init) => fetch(input, { ...init, dispatcher } as RequestInit)
}
