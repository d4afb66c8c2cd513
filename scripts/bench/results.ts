import type { FirstLoadSizes } from './first-load'
import {
  categoryIds,
  resourceTypes,
  type CategoryId,
  type ResourceType,
  type RunMetrics,
} from './lighthouse'

export type MedianMetrics = Pick<
  RunMetrics,
  'scores' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'requests' | 'transferBytes' | 'jsParsedBytes'
>

/** One of our pages, or one of the two references it is compared with. */
export type TargetKind = 'page' | 'starter' | 'floor'

export interface PageResult {
  /** `pt-BR home`, `ja FAQ`, `Gatsby starter`: the column title. */
  id: string
  kind: TargetKind
  path: string
  url: string
  runs: RunMetrics[]
  median: MedianMetrics
  /** Every audit that cost a point in any run, per category, with its worst score. */
  shortfalls: Record<CategoryId, Record<string, number>>
  /** First-load sizes read from our build (first-load.ts); null for the references. */
  build: FirstLoadSizes | null
}

/**
 * Medians per metric, each taken on its own, rather than the metrics of one "median run":
 * with three runs a single slow run then moves no figure.
 */
export function medianMetrics(runs: RunMetrics[]): MedianMetrics {
  const of = (pick: (run: RunMetrics) => number) => median(runs.map(pick))
  return {
    scores: mapKeys(categoryIds, (id: CategoryId) => of((run) => run.scores[id])),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    requests: of((run) => run.requests),
    jsParsedBytes: of((run) => run.jsParsedBytes),
    transferBytes: mapKeys(resourceTypes, (type: ResourceType) =>
      of((run) => run.transferBytes[type]),
    ),
  }
}

export function mergedShortfalls(runs: RunMetrics[]): Record<CategoryId, Record<string, number>> {
  return mapKeys(categoryIds, (id: CategoryId) => {
    const worst: Record<string, number> = {}
    for (const [audit, score] of runs.flatMap((run) => Object.entries(run.shortfalls[id]))) {
      worst[audit] = Math.min(score, worst[audit] ?? 1)
    }
    return worst
  })
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2
}

function mapKeys<K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>
}
