import {
  bytesPerKiB,
  formatGoalLine,
  formatRatio,
  ratio,
  referenceOf,
  type GoalId,
  type GoalOutcome,
} from './goals'
import type { MedianMetrics, PageResult, TargetKind } from './results'
import { formatMarkdownTable } from './table'

interface MetricRow {
  label: string
  format: (target: PageResult, of: (kind: Exclude<TargetKind, 'page'>) => MedianMetrics) => string
  /** The goal this row shows, to mark our pages' cells ✓ or ✗. */
  goal?: GoalId
}

const kib = (bytes: number) => (bytes / bytesPerKiB).toFixed(1)
const ms = (value: number) => value.toFixed(0)
/**
 * The fewest and the most of a timing over the runs: a median inside another target's spread is no
 * regression to chase (a ja page's first Japanese layout alone moves TBT by tens of milliseconds).
 */
const spread = (key: 'tbtMs' | 'lcpMs') => (target: PageResult) => {
  const values = target.runs.map((run) => run[key])
  return `${ms(Math.min(...values))}–${ms(Math.max(...values))}`
}
const ratioTo =
  (key: 'tbtMs' | 'lcpMs' | 'jsParsedBytes', kind: Exclude<TargetKind, 'page'>) =>
  (target: PageResult, of: (kind: Exclude<TargetKind, 'page'>) => MedianMetrics) =>
    formatRatio(ratio(target.median[key], of(kind)[key]))

export const metricRows: readonly MetricRow[] = [
  {
    label: 'Performance',
    format: (target) => String(target.median.scores.performance),
    goal: 'performance',
  },
  { label: 'FCP ms', format: (target) => ms(target.median.fcpMs) },
  { label: 'LCP ms', format: (target) => ms(target.median.lcpMs) },
  { label: 'LCP ms, min–max', format: spread('lcpMs') },
  { label: 'TBT ms', format: (target) => ms(target.median.tbtMs) },
  { label: 'TBT ms, min–max', format: spread('tbtMs') },
  { label: 'CLS', format: (target) => String(Number(target.median.cls.toFixed(4))), goal: 'cls' },
  { label: 'JS transferred KiB', format: (target) => kib(target.median.jsTransferredBytes) },
  { label: 'JS parsed KiB', format: (target) => kib(target.median.jsParsedBytes) },
  { label: 'TBT ÷ starter', format: ratioTo('tbtMs', 'starter'), goal: 'tbt' },
  { label: 'LCP ÷ floor', format: ratioTo('lcpMs', 'floor'), goal: 'lcp' },
  {
    label: 'JS parsed ÷ fixed stack',
    format: ratioTo('jsParsedBytes', 'fixed stack'),
    goal: 'js-parsed',
  },
]

/** Beyond this many columns the table turns: one row per page, metrics across. */
export const maxColumns = 8

/**
 * Medians of every target, our pages first, then the references, with the spread of LCP and TBT
 * over the runs; ratio rows against the references of the same run; our pages' cells marked ✓/✗
 * where a goal applies. Markdown, so it pastes into docs/performance.md; with more targets than fit
 * across (`--all`), pages go down instead.
 */
export function formatResultsTable(
  targets: readonly PageResult[],
  outcomes: readonly GoalOutcome[],
  runs: number,
): string {
  const of = (kind: Exclude<TargetKind, 'page'>) => referenceOf(targets, kind).median
  const cell = (row: MetricRow, target: PageResult) => {
    const text = row.format(target, of)
    const check = outcomes
      .find((outcome) => outcome.id === row.goal)
      ?.checks.find((candidate) => candidate.page === target.id)
    return check ? `${text} ${check.met ? '✓' : '✗'}` : text
  }
  const corner = `median of ${runs}`
  if (targets.length > maxColumns) {
    const header = [corner, ...metricRows.map((row) => row.label)]
    const body = targets.map((target) => [target.id, ...metricRows.map((row) => cell(row, target))])
    return formatMarkdownTable(header, body)
  }
  const header = [corner, ...targets.map((target) => target.id)]
  const body = metricRows.map((row) => [row.label, ...targets.map((target) => cell(row, target))])
  return formatMarkdownTable(header, body)
}

/** One ✓/✗ line per goal, then how many were met. */
export function formatGoals(outcomes: readonly GoalOutcome[]): string {
  const met = outcomes.filter((outcome) => outcome.met).length
  return [...outcomes.map(formatGoalLine), '', `${met} of ${outcomes.length} goals met`].join('\n')
}

/** Where the points went on pages that scored below 100 in a category, and the LCP element. */
export function formatShortfalls(pages: readonly PageResult[]): string {
  return pages
    .filter((page) => Object.values(page.median.scores).some((score) => score < 100))
    .map((page) => {
      const audits = Object.entries(page.shortfalls).map(
        ([id, score]) => `${id} ${score.toFixed(2)}`,
      )
      const lcpElement = page.runs.find((run) => run.lcpElement)?.lcpElement
      const lcp = lcpElement ? `; LCP element ${lcpElement}` : ''
      const scores = Object.entries(page.median.scores).filter(([, score]) => score < 100)
      const below = scores.map(([id, score]) => `${id} ${score}`).join(', ')
      return `${page.id} · ${below}: ${audits.join(', ')}${lcp}`
    })
    .join('\n')
}
