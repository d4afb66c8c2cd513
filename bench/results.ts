import { categoryIds, type CategoryId, type RunMetrics } from './lighthouse'

const medianKeys = [
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsTransferredBytes',
  'jsParsedBytes',
] as const
export type MedianMetrics = Pick<RunMetrics, 'scores' | (typeof medianKeys)[number]>

/** One of our pages, or one of the three references it is compared with. */
export type TargetKind = 'page' | 'starter' | 'fixed stack' | 'floor'

export interface PageResult {
  /** `pt-BR home`, `ja FAQ`, `Gatsby starter`: the column title. */
  id: string
  kind: TargetKind
  url: string
  runs: RunMetrics[]
  median: MedianMetrics
  /** Every audit that cost a point in any run, with its worst score. */
  shortfalls: Record<string, number>
}

export function pageResult(id: string, kind: TargetKind, url: string, runs: RunMetrics[]) {
  return { id, kind, url, runs, median: medianMetrics(runs), shortfalls: mergedShortfalls(runs) }
}

/**
 * Medians per metric, each taken on its own, rather than the metrics of one "median run":
 * with three runs a single slow run then moves no figure.
 */
export function medianMetrics(runs: RunMetrics[]): MedianMetrics {
  const of = (pick: (run: RunMetrics) => number) => median(runs.map(pick))
  const scores = categoryIds.map((id: CategoryId) => [id, of((run) => run.scores[id])])
  const entries = medianKeys.map((key) => [key, of((run) => run[key])])
  return { scores: Object.fromEntries(scores), ...Object.fromEntries(entries) } as MedianMetrics
}

export function mergedShortfalls(runs: RunMetrics[]): Record<string, number> {
  const worst: Record<string, number> = {}
  for (const [audit, score] of runs.flatMap((run) => Object.entries(run.shortfalls))) {
    worst[audit] = Math.min(score, worst[audit] ?? 1)
  }
  return worst
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2
}
