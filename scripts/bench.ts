/**
 * `npm run bench`: Lighthouse (mobile preset) on our pages and, in the same interleaved run, on two
 * references: a bare Gatsby site and a static HTML floor, both with our home page's amount of text
 * and served by our own server code. Timing goals are ratios to those references, which a busy
 * machine slows as much as our pages; the score and CLS goals are absolute. It reports; it does not
 * fail on a missed goal, only when it cannot measure.
 *
 *   npm run bench                              # pt-BR home, pt-BR FAQ, en login, ja home; 5 runs
 *   npm run bench -- --runs 3 --pages ja,faq   # every ja page and every FAQ page
 *   npm run bench -- --all                     # all five routes in all seven locales
 *   npm run bench -- --only interactions       # only the interactions, beside the plain-DOM page
 *   npm run bench -- --only interactions --faq 10  # rebuild with the FAQ ×10, its interactions
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join, relative } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { ensureBuild, projectRoot, publicDir } from './bench/build'
import { buildReferences, type ReferenceBuilds } from './bench/build-references'
import { isInterrupted } from './bench/cleanup'
import { measureFirstLoad } from './bench/first-load'
import { evaluateGoals } from './bench/goals'
import { runLighthouse, type RunMetrics } from './bench/lighthouse'
import { parseOptions, type BenchPage } from './bench/pages'
import { formatGoals, formatResultsTable, formatShortfalls } from './bench/report'
import { medianMetrics, mergedShortfalls, type PageResult, type TargetKind } from './bench/results'
import { interleavedSchedule } from './bench/schedule'
import { startProductionServer, startReferenceServer, type ProductionServer } from './bench/server'
import { visibleWords } from './bench/text'
import { requireChromium } from './chromium'
import { ensureJapaneseFont } from './bench/japanese-font'
import { buildWithFaq, faqQuestions, formatFaqBuild } from './bench/faq-fixtures'
import {
  interactions,
  isOnTheFaq,
  measureInteraction,
  type Target as InteractionTarget,
} from './bench/interactions'
import { referencesSourceDir } from './bench/build-references'

const plainDomDir = join(referencesSourceDir, 'plain-dom')

/**
 * Ours, the Gatsby starter's, the static floor's and the plain-DOM page's: four origins, from
 * BENCH_PORT (default 9600) up, so two checkouts can bench side by side.
 */
const basePort = Number(process.env.BENCH_PORT ?? 9600)
const ports = { site: basePort, starter: basePort + 1, floor: basePort + 2, plainDom: basePort + 3 }
const resultsFile = join(projectRoot, 'bench-results.json')

/** A server the bench started, and how to start it again should it die mid-run. */
interface Served {
  name: string
  start: () => Promise<ProductionServer>
  server: ProductionServer
}

interface Target {
  id: string
  kind: TargetKind
  path: string
  url: string
  served: Served
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  const chromePath = requireChromium()
  ensureJapaneseFont()
  const faqBuild = options.faq === null ? null : await buildWithFaq(options.faq)
  if (faqBuild === null) await ensureBuild()
  const bench = { runs: options.runs, chromePath, faqTimes: options.faq }
  if (options.only === 'interactions') {
    const start = () => startProductionServer({ port: ports.site })
    const site: Served = { name: 'ours', start, server: await start() }
    try {
      await benchInteractions(site, bench)
    } finally {
      await site.server.stop()
    }
    if (faqBuild) console.log(`\n${formatFaqBuild(faqBuild)}`)
    return
  }
  const references = await buildReferences()
  const words = textAmounts(references)
  await warnIfBusy()
  const servers = await startServers(references)
  try {
    if (options.only !== 'loads') await benchInteractions(servers[0], bench)
    const [site, starter, floor] = servers
    const targets = [
      ...options.pages.map((page: BenchPage) => target(page.id, 'page', site, page.path)),
      target('Gatsby starter', 'starter', starter, '/'),
      target('static floor', 'floor', floor, '/'),
    ]
    const runsByTarget = await measureAll(targets, options.runs, chromePath).catch(
      (error: unknown) => {
        const statuses = servers.map(({ name, server }) => `${name}: ${server.status()}`)
        throw new Error(`${(error as Error).message}\n${statuses.join('\n')}`)
      },
    )
    const results = targets.map((item) => targetResult(item, runsByTarget.get(item.id) ?? []))
    report(results, options.runs, references, words)
    if (faqBuild) console.log(`\n${formatFaqBuild(faqBuild)}`)
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()))
  }
}

/**
 * Each interaction on our page and on the plain-DOM reference, interleaved, `runs` fresh loads
 * each: the median and worst of the worst event of the interaction (Lighthouse's INP audit). With
 * `--faq N`, only the FAQ's, beside a reference with as many questions.
 */
async function benchInteractions(
  site: Served,
  { runs, chromePath, faqTimes }: { runs: number; chromePath: string; faqTimes: number | null },
): Promise<void> {
  const plain = await startReferenceServer({ port: ports.plainDom, publicDir: plainDomDir })
  const selected = faqTimes === null ? interactions : interactions.filter(isOnTheFaq)
  const plainUrl = `${plain.origin}/?questions=${faqQuestions * (faqTimes ?? 1)}`
  const rows: string[] = []
  try {
    for (const interaction of selected) {
      const measured: Record<InteractionTarget, number[]> = { ours: [], 'plain DOM': [] }
      for (let run = 0; run < runs; run += 1) {
        for (const [target, origin] of [
          ['ours', site.server.origin + interaction.path],
          ['plain DOM', plainUrl],
        ] as const) {
          const ms = await measureInteraction(origin, interaction, target, chromePath)
          if (ms !== null) measured[target].push(Math.round(ms))
        }
      }
      const [ours, reference] = [median(measured.ours), median(measured['plain DOM'])]
      console.error(
        `${interaction.id}: ours ${measured.ours.join(', ')}; plain ${measured['plain DOM'].join(', ')}`,
      )
      rows.push(
        ours === null || reference === null
          ? `| ${interaction.id} | not on this build | | |`
          : `| ${interaction.id} | ${ours} (${Math.max(...measured.ours)}) | ${reference} | ${(ours / reference).toFixed(1)}× |`,
      )
    }
  } finally {
    await plain.stop()
  }
  console.log(
    `\nInteractions: worst event of each (Lighthouse user flow, timespan, INP audit), 412 px, ` +
      `CPU 4×, median (max) of ${runs} fresh loads, FAQ ×${faqTimes ?? 1}; ` +
      `goal ≤ 1.5× the plain-DOM page and ≤ 50 ms\n\n` +
      '| interaction | ours, median (max) ms | plain DOM ms | ratio |\n|---|--:|--:|--:|\n' +
      rows.join('\n'),
  )
}

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function target(id: string, kind: TargetKind, served: Served, path: string): Target {
  return { id, kind, path, url: served.server.origin + path, served }
}

/** Our server on public/, and the same server code on each reference, each on its own port. */
async function startServers(references: ReferenceBuilds): Promise<[Served, Served, Served]> {
  const starts: [string, () => Promise<ProductionServer>][] = [
    ['ours', () => startProductionServer({ port: ports.site })],
    [
      'starter',
      () => startReferenceServer({ port: ports.starter, publicDir: references.dirs.starter }),
    ],
    ['floor', () => startReferenceServer({ port: ports.floor, publicDir: references.dirs.floor })],
  ]
  const started: Served[] = []
  try {
    for (const [name, start] of starts) started.push({ name, start, server: await start() })
  } catch (error) {
    await Promise.all(started.map(({ server }) => server.stop()))
    throw error
  }
  console.error(
    `Servers: ${started.map(({ name, server }) => `${name} ${server.origin}`).join(', ')}`,
  )
  return started as [Served, Served, Served]
}

/**
 * Other work on this shared machine has been seen to stop a server mid-run: start it again on the
 * same port before the retry, rather than lose the whole benchmark.
 */
async function reviveIfStopped(served: Served): Promise<void> {
  if (served.server.isRunning() || isInterrupted()) return
  console.error(`The ${served.name} server stopped: ${served.server.status()}\nRestarting it…`)
  await served.server.stop()
  served.server = await served.start()
}

/** The references are fair stand-ins only with about as much text as our pt-BR home page. */
function textAmounts(references: ReferenceBuilds): Record<string, number> {
  const wordsIn = (dir: string) => visibleWords(readFileSync(join(dir, 'index.html'), 'utf8'))
  return {
    'pt-BR home': wordsIn(publicDir),
    'Gatsby starter': wordsIn(references.dirs.starter),
    'static floor': wordsIn(references.dirs.floor),
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
        'so absolute timings come out worse than on a quiet machine (the ratios suffer less).',
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

/** Every target once per run, in an order that rotates from run to run (bench/schedule.ts). */
async function measureAll(
  targets: Target[],
  runs: number,
  chromePath: string,
): Promise<Map<string, RunMetrics[]>> {
  const runsByTarget = new Map(targets.map((item) => [item.id, [] as RunMetrics[]]))
  const width = Math.max(...targets.map((item) => item.id.length))
  for (const { run, target: item } of interleavedSchedule(targets, runs)) {
    const metrics = await runWithRetry(
      () => runLighthouse(item.url, chromePath),
      () => reviveIfStopped(item.served),
    )
    runsByTarget.get(item.id)?.push(metrics)
    console.error(`run ${run}/${runs} ${item.id.padEnd(width)}  ${summariseRun(metrics)}`)
  }
  return runsByTarget
}

/**
 * On a busy machine Lighthouse now and then loses the navigation (NO_NAVSTART) or a CDP call times
 * out; one retry in a fresh Chromium tells such a flake from a page that cannot be measured.
 */
async function runWithRetry(
  run: () => Promise<RunMetrics>,
  beforeRetry: () => Promise<void>,
): Promise<RunMetrics> {
  try {
    return await run()
  } catch (error) {
    if (isInterrupted()) throw error
    console.error(`${(error as Error).message}: retrying once`)
    await beforeRetry()
    return run()
  }
}

/** The benchmark index shows contention at once: ~2,500 on this machine when idle, far less busy. */
function summariseRun(metrics: RunMetrics): string {
  return [
    `perf ${metrics.scores.performance}`,
    `LCP ${metrics.lcpMs.toFixed(0)} ms`,
    `TBT ${metrics.tbtMs.toFixed(0)} ms`,
    `CLS ${metrics.cls.toFixed(3)}`,
    `JS parsed ${(metrics.jsParsedBytes / 1024).toFixed(1)} KiB`,
    `benchmark index ${metrics.environment.benchmarkIndex.toFixed(0)}`,
  ].join('  ')
}

function targetResult(item: Target, runs: RunMetrics[]): PageResult {
  return {
    id: item.id,
    kind: item.kind,
    path: item.path,
    url: item.url,
    runs,
    median: medianMetrics(runs),
    shortfalls: mergedShortfalls(runs),
    build: item.kind === 'page' ? measureFirstLoad(item.path) : null,
  }
}

function report(
  targets: PageResult[],
  runs: number,
  references: ReferenceBuilds,
  words: Record<string, number>,
): void {
  const outcomes = evaluateGoals(targets)
  const environment = targets[0]?.runs[0]?.environment
  const indexes = targets.flatMap((item) => item.runs.map((run) => run.environment.benchmarkIndex))
  console.log(
    `\nLighthouse ${environment?.lighthouseVersion}, mobile preset (simulated throttling), ` +
      `median of ${runs} interleaved run${runs === 1 ? '' : 's'}; Gatsby ${references.versions.gatsby}; ` +
      `benchmark index ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}; ` +
      'KiB = 1024 bytes; JS parsed = uncompressed scripts loaded during the run\n',
  )
  console.log(formatResultsTable(targets, outcomes, runs))
  console.log(`\nGoals\n\n${formatGoals(outcomes)}`)
  const shortfalls = formatShortfalls(targets.filter((item) => item.kind === 'page'))
  if (shortfalls) console.log(`\nAudits below full marks (worst score of any run)\n\n${shortfalls}`)
  console.log(
    `\nVisible words: ${Object.entries(words)
      .map(([id, count]) => `${id} ${count}`)
      .join(', ')}`,
  )

  const record = {
    generatedAt: new Date().toISOString(),
    lighthouseVersion: environment?.lighthouseVersion,
    browser: environment?.userAgent,
    preset: { formFactor: 'mobile', throttlingMethod: 'simulate' },
    runsPerTarget: runs,
    jsParsed: "Lighthouse's network-requests audit: resourceSize of the Script requests",
    references: {
      gatsbyVersion: references.versions.gatsby,
      reactVersion: references.versions.react,
      starterDir: relative(projectRoot, references.dirs.starter),
      floorDir: relative(projectRoot, references.dirs.floor),
      visibleWords: words,
    },
    targets,
    goals: outcomes,
  }
  writeFileSync(resultsFile, `${JSON.stringify(record, null, 2)}\n`)
  console.log(`Full results: ${resultsFile}`)
}

main().catch((error: unknown) => {
  // After Ctrl-C the failures are only the echo of stopping the browser and the server.
  if (!isInterrupted()) console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
