import autocannon, { type Result } from 'autocannon'

import type { Target } from './targets'

/** Sent to both servers, so each answers with its best precompressed sibling. */
export const acceptEncoding = 'br, gzip'

export type ServerName = 'ours' | 'nginx'

export interface LoadedServer {
  name: ServerName
  /** Origin without a trailing slash. */
  origin: string
}

export interface LoadOptions {
  connections: number
  durationSeconds: number
  /** Unmeasured load first: JIT, file caches and connection set-up out of the way. */
  warmupSeconds: number
}

/** One target on one server: plain numbers, so the JSON results need no autocannon types. */
export interface Measurement {
  target: string
  path: string
  server: ServerName
  expectedStatus: number
  /** Content-Encoding of one probe request: what the load run actually measured. */
  contentEncoding: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  bytesPerSecond: number
  requests: number
  errors: number
  timeouts: number
  unexpectedStatuses: number
  statuses: Record<string, number>
}

/** Everything that is not an answer with the expected status. */
export function failureCount(measurement: Measurement): number {
  return measurement.errors + measurement.timeouts + measurement.unexpectedStatuses
}

export async function measure(
  server: LoadedServer,
  target: Target,
  options: LoadOptions,
): Promise<Measurement> {
  const url = server.origin + target.path
  const contentEncoding = await probeEncoding(url)
  const run = (duration: number) =>
    autocannon({
      url,
      connections: options.connections,
      duration,
      headers: { 'accept-encoding': acceptEncoding },
    })
  console.error(
    `${target.name} · ${server.name}: ${options.warmupSeconds} s warm-up, then ` +
      `${options.connections} connections for ${options.durationSeconds} s on ${url}`,
  )
  if (options.warmupSeconds > 0) await run(options.warmupSeconds)
  const result = await run(options.durationSeconds)
  return {
    target: target.name,
    path: target.path,
    server: server.name,
    expectedStatus: target.expectedStatus,
    contentEncoding,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpectedStatuses: unexpected(result, target.expectedStatus),
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
  }
}

async function probeEncoding(url: string): Promise<string> {
  try {
    const response = await fetch(url, {
      headers: { 'accept-encoding': acceptEncoding },
      redirect: 'manual',
    })
    await response.arrayBuffer()
    return response.headers.get('content-encoding') ?? 'identity'
  } catch (error) {
    // fetch says only "fetch failed"; the reason (ECONNREFUSED, a reset…) is in its cause.
    const { cause } = error as Error
    const reason = cause instanceof Error ? cause.message : (error as Error).message
    throw new Error(`Probe request to ${url} failed: ${reason}`)
  }
}

function unexpected(result: Result, expectedStatus: number): number {
  return Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) !== expectedStatus)
    .reduce((sum, [, { count }]) => sum + count, 0)
}
