import type { Flags, Result } from 'lighthouse'

import { startBrowser } from './browser'
import { isInterrupted, onInterrupt } from './cleanup'

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof categoryIds)[number]

export interface RunMetrics {
  /** Category scores on the familiar 0–100 scale. */
  scores: Record<CategoryId, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsTransferredBytes: number
  /**
   * JS parsed on first load: the uncompressed size (`resourceSize`) of every script the page
   * loaded while Lighthouse watched it (its `network-requests` audit), bundles requested after the
   * first paint included. Inline scripts are not requests and are not counted.
   */
  jsParsedBytes: number
  scripts: { url: string; resourceBytes: number }[]
  /** Where a missing point went: each weighted audit below 1, with its score. */
  shortfalls: Record<string, number>
  /** CSS selector of the largest contentful paint, to know what to make appear sooner. */
  lcpElement: string | null
  environment: {
    lighthouseVersion: string
    userAgent: string
    /** Lighthouse's measure of this machine's speed; simulated timings scale with it. */
    benchmarkIndex: number
  }
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
  const { requestedUrl, runtimeError, categories, audits, environment } = lhr
  if (runtimeError) throw new Error(`Lighthouse failed on ${requestedUrl}: ${runtimeError.code}`)
  const scores = categoryIds.map((id) => {
    // A null score means one of the category's audits errored: the number would be made up.
    const score = categories[id]?.score
    if (typeof score !== 'number')
      throw new Error(`Lighthouse could not score ${id} for ${requestedUrl}`)
    return [id, Math.round(score * 100)] as const
  })
  const value = (auditId: string) => {
    const found = audits[auditId]?.numericValue
    if (found === undefined) throw new Error(`Lighthouse has no value for ${auditId}`)
    return found
  }
  // Scripts fetched with success; a failed or blocked request parsed nothing.
  const scripts = tableItems(lhr, 'network-requests').filter(
    (item) => item.resourceType === 'Script' && Number(item.statusCode) < 400,
  )
  const sum = (key: string) => scripts.reduce((total, item) => total + Number(item[key] ?? 0), 0)
  const shortfalls = categoryIds
    .flatMap((id) => categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => [ref.id, audits[ref.id]?.score] as const)
    .filter((entry): entry is readonly [string, number] => Number(entry[1] ?? 1) < 1)
  return {
    scores: Object.fromEntries(scores) as Record<CategoryId, number>,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsTransferredBytes: sum('transferSize'),
    jsParsedBytes: sum('resourceSize'),
    scripts: scripts.map((item) => ({
      url: String(item.url),
      resourceBytes: Number(item.resourceSize ?? 0),
    })),
    shortfalls: Object.fromEntries(shortfalls),
    lcpElement: lcpSelector(lhr),
    environment: {
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: environment.hostUserAgent,
      benchmarkIndex: environment.benchmarkIndex,
    },
  }
}

function tableItems(lhr: Result, auditId: string): Record<string, unknown>[] {
  const details = lhr.audits[auditId]?.details
  if (!details || details.type !== 'table') throw new Error(`Lighthouse has no ${auditId} table`)
  return details.items as Record<string, unknown>[]
}

/**
 * Lighthouse 13 names the element in its LCP breakdown insight (the audit that replaced
 * `largest-contentful-paint-element`): a list of the phases' table and the element's node.
 */
function lcpSelector(lhr: Result): string | null {
  const details = lhr.audits['lcp-breakdown-insight']?.details
  if (details?.type !== 'list') return null
  const node = details.items.find((item) => item.type === 'node')
  return node?.type === 'node' ? (node.selector ?? null) : null
}
