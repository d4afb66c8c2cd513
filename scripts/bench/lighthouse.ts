import type { Flags, Result } from 'lighthouse'

import { startBrowser } from './browser'
import { isInterrupted, onInterrupt } from './cleanup'

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof categoryIds)[number]

/** Resource types Lighthouse's `resource-summary` audit reports, as we name them in the table. */
export const resourceTypes = ['document', 'script', 'stylesheet', 'font', 'image', 'total'] as const
export type ResourceType = (typeof resourceTypes)[number]

export interface RunMetrics {
  /** Category scores on the familiar 0–100 scale. */
  scores: Record<CategoryId, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  requests: number
  transferBytes: Record<ResourceType, number>
  /**
   * JS parsed on first load: the uncompressed size (`resourceSize`) of every script the page
   * loaded while Lighthouse watched it (its `network-requests` audit, resource type Script), bundles
   * requested after the first paint included. Inline scripts are not requests and are not counted.
   */
  jsParsedBytes: number
  scripts: ScriptRequest[]
  /** Where a missing point went: per category, each weighted audit below 1 with its score. */
  shortfalls: Record<CategoryId, Record<string, number>>
  /** CSS selector of the largest contentful paint, to know what to make appear sooner. */
  lcpElement: string | null
  environment: {
    lighthouseVersion: string
    userAgent: string
    /** Lighthouse's measure of this machine's speed; simulated timings scale with it. */
    benchmarkIndex: number
  }
}

export interface ScriptRequest {
  url: string
  transferBytes: number
  /** Decoded body size: what the browser parses. */
  resourceBytes: number
}

/**
 * The mobile preset: Lighthouse's default config (a Moto G Power–sized screen, simulated slow 4G
 * and 4× CPU slowdown), spelled out so a reader does not have to know the defaults.
 */
const mobilePreset: Flags = {
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  onlyCategories: [...categoryIds],
  output: 'json',
  logLevel: 'error',
}

/**
 * One Lighthouse run in a fresh Chromium, so no run inherits another's cache, service worker or
 * storage. Throws when Lighthouse cannot produce a trustworthy result.
 */
export async function runLighthouse(url: string, chromePath: string): Promise<RunMetrics> {
  // A dynamic import keeps Lighthouse out of tsx's transform: tsx would wrap Lighthouse's functions
  // in `__name(…)` calls, and Lighthouse sends their source to the page, where `__name` is undefined.
  const { default: lighthouse } = await import('lighthouse')
  if (isInterrupted()) throw new Error('Interrupted')
  const browser = await startBrowser(chromePath)
  const release = onInterrupt(browser.close)
  try {
    const result = await lighthouse(url, { ...mobilePreset, port: browser.port })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    return metricsOf(result.lhr)
  } finally {
    await browser.close()
    release()
  }
}

function metricsOf(lhr: Result): RunMetrics {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${lhr.requestedUrl}: ${lhr.runtimeError.code}`)
  }
  const summary = resourceSummary(lhr)
  const scripts = scriptRequests(lhr)
  return {
    scores: scoresOf(lhr),
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    requests: summary.requestCount,
    transferBytes: summary.transferBytes,
    jsParsedBytes: scripts.reduce((sum, script) => sum + script.resourceBytes, 0),
    scripts,
    shortfalls: shortfallsOf(lhr),
    lcpElement: lcpSelector(lhr),
    environment: {
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    },
  }
}

function scoresOf(lhr: Result): Record<CategoryId, number> {
  const entries = categoryIds.map((id) => {
    const score = lhr.categories[id]?.score
    // A null score means one of the category's audits errored: the number would be made up.
    if (score === null || score === undefined) {
      throw new Error(`Lighthouse could not score "${id}" for ${lhr.requestedUrl}`)
    }
    return [id, Math.round(score * 100)] as const
  })
  return Object.fromEntries(entries) as Record<CategoryId, number>
}

function numericValue(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse has no value for ${auditId}`)
  return value
}

interface ResourceSummary {
  requestCount: number
  transferBytes: Record<ResourceType, number>
}

function resourceSummary(lhr: Result): ResourceSummary {
  const rows = tableItems(lhr, 'resource-summary')
  const rowFor = (type: string) => rows.find((row) => row.resourceType === type)
  const bytesOf = (type: ResourceType) => numberOr0(rowFor(type)?.transferSize)
  return {
    requestCount: numberOr0(rowFor('total')?.requestCount),
    transferBytes: Object.fromEntries(resourceTypes.map((type) => [type, bytesOf(type)])) as Record<
      ResourceType,
      number
    >,
  }
}

/** Scripts fetched with success; a failed or blocked request parsed nothing. */
function scriptRequests(lhr: Result): ScriptRequest[] {
  return tableItems(lhr, 'network-requests')
    .filter((item) => item.resourceType === 'Script')
    .filter((item) => typeof item.statusCode === 'number' && item.statusCode < 400)
    .map((item) => ({
      url: String(item.url),
      transferBytes: numberOr0(item.transferSize),
      resourceBytes: numberOr0(item.resourceSize),
    }))
}

function tableItems(lhr: Result, auditId: string): Record<string, unknown>[] {
  const details = lhr.audits[auditId]?.details
  if (!details || details.type !== 'table') throw new Error(`Lighthouse has no ${auditId} table`)
  return details.items as Record<string, unknown>[]
}

function numberOr0(value: unknown): number {
  return typeof value === 'number' ? value : 0
}

function shortfallsOf(lhr: Result): Record<CategoryId, Record<string, number>> {
  const entries = categoryIds.map((id) => {
    const refs = lhr.categories[id]?.auditRefs ?? []
    const losing = refs
      .filter((ref) => ref.weight > 0)
      .map((ref) => [ref.id, lhr.audits[ref.id]?.score] as const)
      .filter((entry): entry is readonly [string, number] => isBelowFull(entry[1]))
    return [id, Object.fromEntries(losing)] as const
  })
  return Object.fromEntries(entries) as Record<CategoryId, Record<string, number>>
}

function isBelowFull(score: number | null | undefined): score is number {
  return typeof score === 'number' && score < 1
}

/** The audit's details are a list whose first table holds the element's node. */
function lcpSelector(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details
  if (details?.type !== 'list') return null
  const [firstTable] = details.items
  if (firstTable?.type !== 'table') return null
  const node = (firstTable.items[0] as { node?: { selector?: string } } | undefined)?.node
  return node?.selector ?? null
}
