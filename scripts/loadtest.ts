/**
 * `npm run loadtest`: autocannon against the production server, one target after another: a page,
 * a hashed asset and a locale's 404. The server must answer every request, with the status each
 * target should have; any error, timeout or unexpected status fails the command.
 *
 *   npm run loadtest -- --duration 5 --connections 20
 */
import { readdirSync } from 'node:fs'
import { parseArgs } from 'node:util'

import autocannon, { type Result } from 'autocannon'

import { ensureBuild, publicDir } from './bench/build'
import { startProductionServer } from './bench/server'
import { formatTable, type Align } from './bench/table'

// Not bench's 9300, so the two can run side by side without one measuring the other's server.
const port = 9301
const acceptEncoding = 'br, gzip'

interface Target {
  name: string
  path: string
  expectedStatus: number
}

interface Outcome {
  target: Target
  contentEncoding: string
  result: Result
  unexpectedResponses: number
}

interface Options {
  durationSeconds: number
  connections: number
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '50' },
    },
  })
  return {
    durationSeconds: positiveInteger('--duration', values.duration),
    connections: positiveInteger('--connections', values.connections),
  }
}

function positiveInteger(flag: string, text: string): number {
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} must be a positive integer`)
  return value
}

function targets(): Target[] {
  return [
    { name: 'page', path: '/', expectedStatus: 200 },
    { name: 'hashed asset', path: `/${hashedAssetName()}`, expectedStatus: 200 },
    { name: '404', path: '/en/does-not-exist/', expectedStatus: 404 },
  ]
}

/**
 * A content-hashed bundle, the kind of file served as immutable: Gatsby's `app-<hash>.js` when
 * there is one, since every page loads it, else the first hashed chunk.
 */
function hashedAssetName(): string {
  const hashed = readdirSync(publicDir)
    .filter((file) => /-[0-9a-f]{16,}\.js$/.test(file))
    .sort()
  const name = hashed.find((file) => file.startsWith('app-')) ?? hashed[0]
  if (!name) throw new Error(`No content-hashed .js file in ${publicDir}`)
  return name
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  await ensureBuild()
  const server = await startProductionServer({ port })
  console.error(`Production server at ${server.origin}`)
  try {
    const outcomes: Outcome[] = []
    for (const target of targets()) outcomes.push(await load(server.origin, target, options))
    report(outcomes, options)
    process.exitCode = outcomes.every(isClean) ? 0 : 1
  } finally {
    await server.stop()
  }
}

async function load(origin: string, target: Target, options: Options): Promise<Outcome> {
  const url = origin + target.path
  const contentEncoding = await probeEncoding(url)
  console.error(
    `${target.name}: ${options.connections} connections for ${options.durationSeconds} s on ${url}`,
  )
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { 'accept-encoding': acceptEncoding },
  })
  return { target, contentEncoding, result, unexpectedResponses: unexpected(result, target) }
}

/** One request first, to show which encoding the load run is actually measuring. */
async function probeEncoding(url: string): Promise<string> {
  const response = await fetch(url, {
    headers: { 'accept-encoding': acceptEncoding },
    redirect: 'manual',
  })
  await response.arrayBuffer()
  return response.headers.get('content-encoding') ?? 'identity'
}

function unexpected(result: Result, target: Target): number {
  return Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) !== target.expectedStatus)
    .reduce((sum, [, { count }]) => sum + count, 0)
}

function isClean({ result, unexpectedResponses }: Outcome): boolean {
  return result.errors === 0 && result.timeouts === 0 && unexpectedResponses === 0
}

function report(outcomes: Outcome[], options: Options): void {
  console.log(
    `\nautocannon, ${options.connections} connections, ${options.durationSeconds} s per target, ` +
      `Accept-Encoding: ${acceptEncoding}\n`,
  )
  const header = [
    'Target',
    'Path',
    'Encoding',
    'Req/s',
    'p50 ms',
    'p99 ms',
    'MB/s',
    'Requests',
    'Statuses',
    'Unexpected',
    'Errors',
    'Timeouts',
  ]
  const rows = outcomes.map(({ target, contentEncoding, result, unexpectedResponses }) => [
    target.name,
    shorten(target.path, 32),
    contentEncoding,
    result.requests.average.toFixed(0),
    result.latency.p50.toFixed(0),
    result.latency.p99.toFixed(0),
    (result.throughput.average / 1e6).toFixed(1),
    String(result.requests.total),
    formatStatuses(result),
    String(unexpectedResponses),
    String(result.errors),
    String(result.timeouts),
  ])
  const leftAligned = new Set(['Target', 'Path', 'Encoding', 'Statuses'])
  const align = header.map((title): Align => (leftAligned.has(title) ? 'left' : 'right'))
  console.log(formatTable(header, rows, align))
  const failed = outcomes.filter((outcome) => !isClean(outcome))
  console.log(
    failed.length === 0
      ? '\nEvery request answered with its expected status: no errors, no timeouts.'
      : `\nFailed: ${failed.map(({ target }) => target.name).join(', ')}`,
  )
}

function formatStatuses(result: Result): string {
  return Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ')
}

function shorten(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
