/**
 * `npm run loadtest`: autocannon against the production server and, as a reference, Debian's nginx
 * serving the same public/, on three targets: a page, a hashed asset and a locale's 404. Targets
 * are interleaved (ours, then nginx, for each) so a slow spell on the machine hits both alike.
 * Our server must answer every request with the status each target should have: any error,
 * timeout or unexpected status fails the command. The throughput goal against nginx is reported,
 * not enforced. Results also go to loadtest-results.json.
 *
 *   npm run loadtest -- --duration 5 --connections 50 --warmup 1
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { ensureBuild, projectRoot } from './build'
import { startProductionServer } from './server'
import {
  failureCount,
  measure,
  type LoadedServer,
  type LoadOptions,
  type Measurement,
} from './loadtest/measure'
import { startNginx, type NginxServer } from './loadtest/nginx'
import { locateNginx } from './loadtest/nginx-install'
import { formatReport, summarize, writeResults, type Reference } from './loadtest/report'
import { targets, type Target } from './loadtest/targets'

// Not the bench's 9400–9402, so the two can run side by side without one measuring the other's server.
const port = 9301
const nginxPort = 9302
const resultsFile = join(projectRoot, 'loadtest-results.json')

function parseOptions(argv: string[]): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      // 10 s × 3 targets × 2 servers, plus warm-ups, keeps a run near two minutes.
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '200' },
      warmup: { type: 'string', default: '2' },
    },
  })
  return {
    durationSeconds: wholeNumber('--duration', values.duration, 1),
    connections: wholeNumber('--connections', values.connections, 1),
    warmupSeconds: wholeNumber('--warmup', values.warmup, 0),
  }
}

function wholeNumber(flag: string, text: string, minimum: number): number {
  const value = Number(text)
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${flag} must be a whole number ≥ ${minimum}`)
  }
  return value
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  await ensureBuild()
  const loadTargets = targets()
  // Before our server starts: an apt-get install should not run beside it.
  const { nginx, reference } = await startReference(options)
  try {
    const ours = await startProductionServer({ port })
    try {
      const servers: LoadedServer[] = [{ name: 'ours', origin: ours.origin }]
      if (nginx) servers.push({ name: 'nginx', origin: nginx.origin })
      console.error(servers.map(({ name, origin }) => `${name} at ${origin}`).join(', '))
      const measurements = await measureAll(servers, loadTargets, options).catch((error: Error) => {
        throw new Error(`${error.message}\nOur server: ${ours.status()}`)
      })
      const results = summarize(measurements, options, reference)
      console.log(`\n${formatReport(results)}`)
      writeResults(resultsFile, results)
      console.error(`\nResults written to ${resultsFile}`)
      const oursFailed = measurements.some((m) => m.server === 'ours' && failureCount(m) > 0)
      if (oursFailed) console.error(`After the run: ${ours.status()}`)
      process.exitCode = oursFailed ? 1 : 0
    } finally {
      await ours.stop()
    }
  } finally {
    await nginx?.stop()
  }
}

/** Interleaved, ours then nginx for each target, so a slow spell on the machine hits both. */
async function measureAll(
  servers: LoadedServer[],
  loadTargets: Target[],
  options: LoadOptions,
): Promise<Measurement[]> {
  const measurements: Measurement[] = []
  for (const target of loadTargets) {
    for (const server of servers) measurements.push(await measure(server, target, options))
  }
  return measurements
}

/** nginx if we can have it; otherwise why not, and our server is measured alone. */
async function startReference(
  options: LoadOptions,
): Promise<{ nginx?: NginxServer; reference: Reference }> {
  const availability = await locateNginx()
  if ('skipped' in availability) {
    console.error(`No nginx reference: ${availability.skipped}`)
    return { reference: availability }
  }
  try {
    const nginx = await startNginx({
      binary: availability.binary,
      port: nginxPort,
      connections: options.connections,
    })
    const installed = availability.installed ? ', installed just now' : ''
    console.error(`Reference: ${nginx.version} (${availability.binary}${installed})`)
    return { nginx, reference: { version: nginx.version } }
  } catch (error) {
    const skipped = `nginx did not start: ${(error as Error).message}`
    console.error(`No nginx reference: ${skipped}`)
    return { reference: { skipped } }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
