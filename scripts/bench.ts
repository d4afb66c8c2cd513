/**
 * `npm run bench`: Lighthouse (mobile preset) on the production build served by our own server,
 * plus first-load sizes read from public/, compared with the budgets in
 * docs/product.md#performance-budgets. It reports; it does not fail on a missed budget, only when
 * it cannot measure.
 *
 *   npm run bench -- --runs 5 --pages ja,faq
 */
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'

import { localePath } from '../src/i18n/paths'
import type { Language } from '../src/i18n/languages'
import { ensureBuild, projectRoot } from './bench/build'
import { isInterrupted } from './bench/cleanup'
import { measureFirstLoad } from './bench/first-load'
import { runLighthouse, type RunMetrics } from './bench/lighthouse'
import {
  budgetOutcomes,
  formatBudgetTable,
  formatMedianTable,
  formatShortfalls,
} from './bench/report'
import { medianMetrics, mergedShortfalls, type PageResult } from './bench/results'
import { startProductionServer } from './bench/server'
import { requireChromium } from './chromium'

const port = 9300
const resultsFile = join(projectRoot, 'bench-results.json')

interface BenchPage {
  id: string
  language: Language
  name: string
  path: string
}

const benchLanguages: Language[] = ['pt-BR', 'ja'] // default locale, and the one with CJK fonts
const benchRoutes = [
  { name: 'home', path: '/' },
  { name: 'faq', path: '/qatrading/faq/' },
  { name: 'login', path: '/login/' },
]

const allPages: BenchPage[] = benchLanguages.flatMap((language) =>
  benchRoutes.map(({ name, path }) => ({
    id: `${language} ${name}`,
    language,
    name,
    path: localePath(language, path),
  })),
)

interface Options {
  runs: number
  pages: BenchPage[]
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: { runs: { type: 'string', default: '3' }, pages: { type: 'string' } },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`)
  return { runs, pages: selectPages(values.pages) }
}

/** `--pages ja,faq,/login/`: a page is kept when any token is its language, name, id or path. */
function selectPages(filter: string | undefined): BenchPage[] {
  if (!filter) return allPages
  const tokens = filter.split(',').map((token) => token.trim().toLowerCase())
  const matches = (page: BenchPage) =>
    [page.language, page.name, page.id, page.id.replace(' ', '/'), page.path]
      .map((key) => key.toLowerCase())
      .some((key) => tokens.includes(key))
  const pages = allPages.filter(matches)
  if (pages.length === 0) {
    throw new Error(`--pages ${filter} matches none of: ${allPages.map((p) => p.id).join(', ')}`)
  }
  return pages
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  const chromePath = requireChromium()
  await ensureBuild()
  await warnIfBusy()
  const server = await startProductionServer({ port })
  console.error(`Production server at ${server.origin}`)
  try {
    const runsByPage = await measureAll(server.origin, options, chromePath).catch(
      (error: unknown) => {
        throw new Error(`${(error as Error).message}\n${server.status()}`)
      },
    )
    const results = options.pages.map((page) =>
      pageResult(page, server.origin, runsByPage.get(page.id) ?? []),
    )
    report(results, options.runs)
  } finally {
    await server.stop()
  }
}

/**
 * Lighthouse's simulated timings scale with the CPU time the page really took, so other work on
 * this machine inflates TBT and LCP. The load average is no guide here (I/O wait counts in it):
 * sample how busy the CPUs actually are.
 */
async function warnIfBusy(): Promise<void> {
  const before = cpuTimes()
  await sleep(1_000)
  const after = cpuTimes()
  const busyShare = 1 - (after.idle - before.idle) / (after.total - before.total)
  if (busyShare > 0.25) {
    console.error(
      `CPUs ${(busyShare * 100).toFixed(0)}% busy before starting: other work is running, ` +
        'so timings and the performance score will come out worse than on a quiet machine.',
    )
  }
}

function cpuTimes(): { idle: number; total: number } {
  return cpus().reduce(
    (sum, { times }) => ({
      idle: sum.idle + times.idle,
      total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq,
    }),
    { idle: 0, total: 0 },
  )
}

/**
 * Round-robin over pages (run 1 of every page, then run 2 …), so a slow spell of this shared
 * machine spreads over all pages instead of skewing one page's median.
 */
async function measureAll(
  origin: string,
  { runs, pages }: Options,
  chromePath: string,
): Promise<Map<string, RunMetrics[]>> {
  const runsByPage = new Map(pages.map((page) => [page.id, [] as RunMetrics[]]))
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const metrics = await runWithRetry(() => runLighthouse(origin + page.path, chromePath))
      runsByPage.get(page.id)?.push(metrics)
      console.error(`run ${run}/${runs} ${page.id.padEnd(11)} ${summariseRun(metrics)}`)
    }
  }
  return runsByPage
}

/**
 * On a busy machine Lighthouse now and then loses the navigation (NO_NAVSTART) or a CDP call times
 * out; one retry in a fresh Chromium tells such a flake from a page that cannot be measured.
 */
async function runWithRetry(run: () => Promise<RunMetrics>): Promise<RunMetrics> {
  try {
    return await run()
  } catch (error) {
    if (isInterrupted()) throw error
    console.error(`${(error as Error).message}: retrying once`)
    return run()
  }
}

/** The benchmark index shows contention at once: ~2,500 on this machine when idle, far less busy. */
function summariseRun({ scores, lcpMs, tbtMs, cls, environment }: RunMetrics): string {
  return [
    `scores ${Object.values(scores).join('/')}`,
    `LCP ${lcpMs.toFixed(0)} ms`,
    `TBT ${tbtMs.toFixed(0)} ms`,
    `CLS ${cls.toFixed(3)}`,
    `benchmark index ${environment.benchmarkIndex.toFixed(0)}`,
  ].join('  ')
}

function pageResult(page: BenchPage, origin: string, runs: RunMetrics[]): PageResult {
  return {
    id: page.id,
    path: page.path,
    url: origin + page.path,
    runs,
    median: medianMetrics(runs),
    shortfalls: mergedShortfalls(runs),
    build: measureFirstLoad(page.path),
  }
}

function report(pages: PageResult[], runs: number): void {
  const outcomes = budgetOutcomes(pages)
  const environment = pages[0]?.runs[0]?.environment
  console.log(
    `\nLighthouse ${environment?.lighthouseVersion}, mobile preset (simulated throttling), ` +
      `median of ${runs} run${runs === 1 ? '' : 's'}; KB = 1024 bytes\n`,
  )
  console.log(formatMedianTable(pages))
  console.log('\nBudgets\n')
  console.log(formatBudgetTable(outcomes))
  const shortfalls = formatShortfalls(pages)
  if (shortfalls) console.log(`\nAudits below full marks (worst score of any run)\n\n${shortfalls}`)
  const missed = outcomes.filter((outcome) => !outcome.met).length
  console.log(`\n${outcomes.length - missed} budgets met, ${missed} missed`)

  const record = {
    generatedAt: new Date().toISOString(),
    lighthouseVersion: environment?.lighthouseVersion,
    browser: environment?.userAgent,
    preset: { formFactor: 'mobile', throttlingMethod: 'simulate' },
    runsPerPage: runs,
    pages,
    budgets: outcomes,
  }
  writeFileSync(resultsFile, `${JSON.stringify(record, null, 2)}\n`)
  console.log(`Full results: ${resultsFile}`)
}

main().catch((error: unknown) => {
  // After Ctrl-C the failures are only the echo of stopping the browser and the server.
  if (!isInterrupted()) console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
