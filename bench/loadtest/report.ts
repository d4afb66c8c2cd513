import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'

import { formatMarkdownTable, type Align } from '../table'
import { acceptEncoding, failureCount, type LoadOptions, type Measurement } from './measure'

/** Our page throughput as a fraction of nginx's that we aim for: reported, not enforced. */
export const pageThroughputGoal = 0.5

export type Reference = { version: string } | { skipped: string }

export interface Ratio {
  target: string
  /** Our requests/s divided by nginx's. */
  oursOverNginx: number
}

/** What `loadtest-results.json` holds: everything the printed report says, as numbers. */
export interface LoadtestResults {
  date: string
  machine: { cpus: number; cpuModel: string; node: string }
  options: LoadOptions & { acceptEncoding: string }
  reference: Reference
  measurements: Measurement[]
  ratios: Ratio[]
  goals: {
    zeroErrors: { met: boolean; failures: number }
    pageThroughput: { minimum: number; ratio: number | null; met: boolean | null }
  }
}

export function summarize(
  measurements: Measurement[],
  options: LoadOptions,
  reference: Reference,
): LoadtestResults {
  const ratios = [...new Set(measurements.map((m) => m.target))].flatMap((target) => {
    const of = (server: string) =>
      measurements.find((m) => m.target === target && m.server === server)
    const ours = of('ours')
    const nginx = of('nginx')
    return ours && nginx && nginx.requestsPerSecond > 0
      ? [{ target, oursOverNginx: ours.requestsPerSecond / nginx.requestsPerSecond }]
      : []
  })
  const failures = measurements
    .filter((m) => m.server === 'ours')
    .reduce((sum, m) => sum + failureCount(m), 0)
  const pageRatio = ratios.find((ratio) => ratio.target === 'page')?.oursOverNginx ?? null
  return {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
    },
    options: { ...options, acceptEncoding },
    reference,
    measurements,
    ratios,
    goals: {
      zeroErrors: { met: failures === 0, failures },
      pageThroughput: {
        minimum: pageThroughputGoal,
        ratio: pageRatio,
        met: pageRatio === null ? null : pageRatio >= pageThroughputGoal,
      },
    },
  }
}

export function formatReport(results: LoadtestResults): string {
  const { options, reference } = results
  const nginx =
    'skipped' in reference
      ? `none, ${reference.skipped}`
      : `${reference.version} (gzip + gzip_static, try_files, per-locale error_page)`
  return [
    `autocannon, ${options.connections} connections, ${options.warmupSeconds} s warm-up then ` +
      `${options.durationSeconds} s per target and server, interleaved (ours, then nginx).\n` +
      `Accept-Encoding: ${options.acceptEncoding}, sent to both servers. Reference: ${nginx}.`,
    formatMeasurements(results.measurements),
    failureDetails(results.measurements),
    results.ratios
      .map(
        ({ target, oursOverNginx }) =>
          `${target}: ours / nginx = ${oursOverNginx.toFixed(2)}× req/s`,
      )
      .join('\n'),
    formatGoals(results),
  ]
    .filter((section) => section !== '')
    .join('\n\n')
}

function formatMeasurements(measurements: Measurement[]): string {
  const header = [
    'Target',
    'Path',
    'Server',
    'Encoding',
    'Req/s',
    'p99 ms',
    'MB/s',
    'Errors',
    'Statuses',
  ]
  const rows = measurements.map((m) => [
    m.target,
    shorten(m.path, 28),
    m.server,
    m.contentEncoding,
    m.requestsPerSecond.toFixed(0),
    m.p99Ms.toFixed(0),
    (m.bytesPerSecond / 1e6).toFixed(1),
    String(failureCount(m)),
    Object.entries(m.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
  ])
  const left = new Set(['Target', 'Path', 'Server', 'Encoding', 'Statuses'])
  const align = header.map((title): Align => (left.has(title) ? 'left' : 'right'))
  return formatMarkdownTable(header, rows, align)
}

/** What the Errors column adds up, for the rows where it is not 0. */
function failureDetails(measurements: Measurement[]): string {
  return measurements
    .filter((m) => failureCount(m) > 0)
    .map(
      (m) =>
        `${m.target} · ${m.server}: ${m.errors} errors, ${m.timeouts} timeouts, ` +
        `${m.unexpectedStatuses} statuses other than ${m.expectedStatus}`,
    )
    .join('\n')
}

function formatGoals({ goals, reference }: LoadtestResults): string {
  const { zeroErrors, pageThroughput } = goals
  const goal = `page throughput ≥ ${pageThroughput.minimum}× nginx`
  const throughputLine =
    pageThroughput.ratio === null
      ? `– ${goal}: not checked, ${'skipped' in reference ? 'no nginx reference' : 'no page measurement'}`
      : `${pageThroughput.met ? '✓' : '✗'} ${goal}: ${pageThroughput.ratio.toFixed(2)}× ` +
        '(reported, not enforced: throughput on a shared machine is noisy)'
  return [
    'Goals',
    `${zeroErrors.met ? '✓' : '✗'} 0 errors on our server (errors + timeouts + unexpected ` +
      `statuses): ${zeroErrors.failures}`,
    throughputLine,
  ].join('\n')
}

function shorten(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`
}

export function writeResults(file: string, results: LoadtestResults): void {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
}
