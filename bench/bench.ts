/**
 * `npm run bench`: what visitors feel after the load (interactions, beside a plain-DOM page), then
 * Lighthouse (mobile preset) on our pages and, in the same interleaved run, on three references: a
 * bare Gatsby site, the same site with the fixed stack (i18n, theme-ui, jotai) and a static HTML
 * floor, all with our home page's amount of text and served by our own server code. Goals are
 * ratios to those references, which a busy machine slows as much as our pages; the score and CLS
 * goals are absolute. It reports; it fails only when it cannot measure. docs/performance.md.
 *
 *   npm run bench                              # pt-BR home, pt-BR FAQ, en login, ja home; 5 runs
 *   npm run bench -- --runs 3 --pages ja,faq   # every ja page and every FAQ page
 *   npm run bench -- --all                     # all five routes in all seven locales
 *   npm run bench -- --only interactions       # or --only loads: one of the two tables
 *   npm run bench -- --faq 10                  # rebuild with the FAQ ×10: its interactions and load
 *   npm run bench -- --only interactions --steps menu,theme   # the interactions named so
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'

import { ensureBuild, projectRoot, publicDir } from './build'
import { buildReferences, referencesSourceDir, type ReferenceBuilds } from './build-references'
import { isInterrupted } from './cleanup'
import { buildWithFaq, faqQuestions, formatFaqBuild } from './faq-fixtures'
import { evaluateGoals } from './goals'
import { interactions, isOnTheFaq, measureInteraction } from './interactions'
import { ensureJapaneseFont } from './japanese-font'
import { runLighthouse, type RunMetrics } from './lighthouse'
import { parseOptions, type Options } from './pages'
import { formatGoals, formatResultsTable, formatShortfalls } from './report'
import { median, pageResult, type PageResult, type TargetKind } from './results'
import { interleavedSchedule } from './schedule'
import { startProductionServer, startReferenceServer, type ProductionServer } from './server'
import { formatMarkdownTable } from './table'
import { visibleWords } from './text'
import { requireChromium } from '../scripts/chromium'

/**
 * Ports from BENCH_PORT (default 9600) up, so two checkouts can bench side by side: ours, then
 * the three load references. The plain-DOM page uses the starter's port while interactions run,
 * before the load references start; a --faq build calls the provider stand-in on BENCH_PORT + 4
 * (faq-fixtures.ts).
 */
const basePort = Number(process.env.BENCH_PORT ?? 9600)
const referenceKinds = ['starter', 'fixed stack', 'floor'] as const
const ports = { starter: basePort + 1, 'fixed stack': basePort + 2, floor: basePort + 3 }
const referenceIds = {
  starter: 'Gatsby starter',
  'fixed stack': 'fixed stack',
  floor: 'static floor',
}
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
  served: Served
}

/** Read at each run, from the server as it is then (restarted, should it have stopped). */
const urlOf = ({ served, path }: Target) => served.server.origin + path

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  const chromePath = requireChromium()
  ensureJapaneseFont()
  const faqBuild = options.faq === null ? null : await buildWithFaq(options.faq)
  if (faqBuild === null) await ensureBuild()
  const site = await serve('ours', () => startProductionServer({ port: basePort }))
  try {
    if (options.only !== 'loads') await benchInteractions(site, options, chromePath)
    if (options.only !== 'interactions') await benchLoads(site, options, chromePath)
  } finally {
    await site.server.stop()
  }
  if (faqBuild) console.log(`\n${formatFaqBuild(faqBuild)}`)
}

async function serve(name: string, start: () => Promise<ProductionServer>): Promise<Served> {
  return { name, start, server: await start() }
}

/**
 * Each interaction on our page and on the plain-DOM reference, interleaved, `runs` fresh loads
 * each: the median and worst of the worst event of the interaction (Lighthouse's INP audit). With
 * `--faq N`, only the FAQ's, beside a reference with as many questions.
 */
async function benchInteractions(site: Served, options: Options, chromePath: string) {
  const { runs, faq, steps } = options
  const chosen = interactions.filter(
    (step) =>
      (faq === null || isOnTheFaq(step)) &&
      (steps === null || steps.some((word) => step.id.includes(word))),
  )
  if (chosen.length === 0) throw new Error(`--steps ${steps} names none of the interactions`)
  const plainDomDir = join(referencesSourceDir, 'plain-dom')
  const plain = await startReferenceServer({ port: ports.starter, publicDir: plainDomDir })
  const plainUrl = `${plain.origin}/?questions=${faqQuestions * (faq ?? 1)}`
  const load = loadavg()[0]!
  const rows: string[][] = []
  try {
    for (const interaction of chosen) {
      const measured = { ours: [] as number[], 'plain DOM': [] as number[] }
      for (let run = 0; run < runs; run += 1) {
        for (const target of ['ours', 'plain DOM'] as const) {
          const url = target === 'ours' ? site.server.origin + interaction.path : plainUrl
          const ms = await measureInteraction(url, interaction, target, chromePath)
          if (ms !== null) measured[target].push(Math.round(ms))
        }
      }
      console.error(`${interaction.id}: ${JSON.stringify(measured)}`)
      const [ours, plainMs] = [measured.ours, measured['plain DOM']]
      rows.push(
        ours.length === 0 || plainMs.length === 0
          ? [interaction.id, 'not on this build', '', '']
          : [
              interaction.id,
              `${median(ours)} (${Math.max(...ours)})`,
              String(median(plainMs)),
              `${(median(ours) / median(plainMs)).toFixed(1)}×`,
            ],
      )
    }
  } finally {
    await plain.stop()
  }
  console.log(
    `\nInteractions: worst event of each (Lighthouse user flow, timespan, INP audit), 412 px, ` +
      `CPU 4×, median (max) of ${runs} fresh loads, FAQ ×${faq ?? 1}; load average ` +
      `${load.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}; a guard: no ratio above the latest run's (docs/performance.md#latest-run)\n\n` +
      formatMarkdownTable(['interaction', 'ours, median (max) ms', 'plain DOM ms', 'ratio'], rows),
  )
}

/** Our pages and the three references, interleaved run by run (bench/schedule.ts). */
async function benchLoads(site: Served, options: Options, chromePath: string): Promise<void> {
  const references = await buildReferences()
  const servers: Served[] = []
  try {
    for (const kind of referenceKinds) {
      const publicDir = references.dirs[kind]
      servers.push(await serve(kind, () => startReferenceServer({ port: ports[kind], publicDir })))
    }
    const targets: Target[] = [
      ...options.pages.map(({ id, path }) => ({ id, kind: 'page' as const, path, served: site })),
      ...referenceKinds.map((kind, index) => ({
        id: referenceIds[kind],
        kind,
        path: '/',
        served: servers[index]!,
      })),
    ]
    const load = loadavg()[0]!
    const runsByTarget = await measureAll(targets, options.runs, chromePath).catch(
      (error: unknown) => {
        const statuses = [site, ...servers].map(({ name, server }) => `${name}: ${server.status()}`)
        throw new Error(`${(error as Error).message}\n${statuses.join('\n')}`)
      },
    )
    const results = targets.map((target) =>
      pageResult(target.id, target.kind, urlOf(target), runsByTarget.get(target.id) ?? []),
    )
    report(results, options.runs, references, [load, loadavg()[0]!])
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()))
  }
}

/**
 * Every target once per run, in an order that rotates from run to run. On a busy machine
 * Lighthouse now and then loses the navigation (NO_NAVSTART) or a CDP call times out, and other
 * work has been seen to stop a server: retries in a fresh Chromium, after restarting the server
 * if it stopped, tell such a flake from a page that cannot be measured. Two, not one: the 35-page
 * run (190 Lighthouse runs) once lost the same page twice in a row, and with it half an hour.
 */
async function measureAll(targets: Target[], runs: number, chromePath: string) {
  const runsByTarget = new Map(targets.map((item) => [item.id, [] as RunMetrics[]]))
  const width = Math.max(...targets.map((item) => item.id.length))
  const retries = 2
  for (const { run, target } of interleavedSchedule(targets, runs)) {
    const measure = (retriesLeft: number): Promise<RunMetrics> =>
      runLighthouse(urlOf(target), chromePath).catch(async (error: unknown) => {
        if (isInterrupted() || retriesLeft === 0) throw error
        console.error(`${(error as Error).message}: retrying (${retriesLeft} left)`)
        const { served } = target
        if (!served.server.isRunning()) {
          console.error(`The ${served.name} server stopped: ${served.server.status()}\nRestarting…`)
          await served.server.stop()
          served.server = await served.start()
        }
        return measure(retriesLeft - 1)
      })
    const metrics = await measure(retries)
    runsByTarget.get(target.id)?.push(metrics)
    console.error(
      `run ${run}/${runs} ${target.id.padEnd(width)}  perf ${metrics.scores.performance}  ` +
        `LCP ${metrics.lcpMs.toFixed(0)} ms  TBT ${metrics.tbtMs.toFixed(0)} ms  ` +
        `CLS ${metrics.cls.toFixed(3)}  JS parsed ${(metrics.jsParsedBytes / 1024).toFixed(1)} KiB  ` +
        `benchmark index ${metrics.environment.benchmarkIndex.toFixed(0)}  load ${loadavg()[0]!.toFixed(1)}`,
    )
  }
  return runsByTarget
}

function report(
  targets: PageResult[],
  runs: number,
  references: ReferenceBuilds,
  [loadBefore, loadAfter]: number[],
): void {
  const outcomes = evaluateGoals(targets)
  const environment = targets[0]?.runs[0]?.environment
  const indexes = targets.flatMap((item) => item.runs.map((run) => run.environment.benchmarkIndex))
  // The references are fair stand-ins only with about as much text as our pt-BR home page.
  const words = Object.entries({ 'pt-BR home': publicDir, ...references.dirs })
    .map(([id, dir]) => `${id} ${visibleWords(readFileSync(join(dir, 'index.html'), 'utf8'))}`)
    .join(', ')
  console.log(
    `\nLighthouse ${environment?.lighthouseVersion}, mobile preset (simulated throttling), ` +
      `median of ${runs} interleaved run${runs === 1 ? '' : 's'}; Gatsby ${references.versions.gatsby}; ` +
      `benchmark index ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}; ` +
      `load average (1 min) ${loadBefore!.toFixed(1)} → ${loadAfter!.toFixed(1)}; ` +
      'KiB = 1024 bytes; JS parsed = uncompressed scripts loaded during the run\n',
  )
  console.log(formatResultsTable(targets, outcomes, runs))
  console.log(`\nGoals\n\n${formatGoals(outcomes)}`)
  const shortfalls = formatShortfalls(targets.filter((item) => item.kind === 'page'))
  if (shortfalls) console.log(`\nAudits below full marks (worst score of any run)\n\n${shortfalls}`)
  console.log(`\nVisible words: ${words}`)
  const record = {
    generatedAt: new Date().toISOString(),
    browser: environment?.userAgent,
    preset: { formFactor: 'mobile', throttlingMethod: 'simulate' },
    loadAverage: { before: loadBefore, after: loadAfter },
    references: references.versions,
    targets,
    goals: outcomes,
  }
  writeFileSync(resultsFile, `${JSON.stringify(record, null, 2)}\n`)
  console.log(`Full results: ${resultsFile}`)
}

main().catch((error: unknown) => {
  // After Ctrl-C the failures are only the echo of stopping the browser and the server, and the
  // signal's handler exits (130 or 143) once its cleanup is done.
  if (isInterrupted()) return
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
