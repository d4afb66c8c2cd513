import {
  bytesPerKiB,
  formatGoalLine,
  formatRatio,
  ratio,
  type GoalId,
  type GoalOutcome,
} from './goals'
import { categoryIds, type CategoryId } from './lighthouse'
import type { PageResult } from './results'
import { formatMarkdownTable } from './table'

interface References {
  starter: PageResult
  floor: PageResult
}

interface MetricRow {
  label: string
  format: (target: PageResult, references: References) => string
  /** The goal this row shows, to mark our pages' cells ✓ or ✗. */
  goal?: GoalId
}

const kib = (bytes: number) => (bytes / bytesPerKiB).toFixed(1)
const ms = (value: number) => value.toFixed(0)

export const metricRows: readonly MetricRow[] = [
  {
    label: 'Performance',
    format: (target) => String(target.median.scores.performance),
    goal: 'performance',
  },
  { label: 'FCP ms', format: (target) => ms(target.median.fcpMs) },
  { label: 'LCP ms', format: (target) => ms(target.median.lcpMs) },
  { label: 'TBT ms', format: (target) => ms(target.median.tbtMs) },
  { label: 'CLS', format: (target) => String(Number(target.median.cls.toFixed(4))), goal: 'cls' },
  { label: 'JS transferred KiB', format: (target) => kib(target.median.transferBytes.script) },
  { label: 'JS parsed KiB', format: (target) => kib(target.median.jsParsedBytes) },
  {
    label: 'TBT ÷ starter',
    format: (target, { starter }) => formatRatio(ratio(target.median.tbtMs, starter.median.tbtMs)),
    goal: 'tbt',
  },
  {
    label: 'LCP ÷ floor',
    format: (target, { floor }) => formatRatio(ratio(target.median.lcpMs, floor.median.lcpMs)),
    goal: 'lcp',
  },
  {
    label: 'JS parsed ÷ starter',
    format: (target, { starter }) =>
      formatRatio(ratio(target.median.jsParsedBytes, starter.median.jsParsedBytes)),
    goal: 'js-parsed',
  },
]

/** Beyond this many columns the table turns: one row per page, metrics across. */
export const maxColumns = 8

/**
 * Medians of every target, our pages first, then the references; ratio rows against the
 * references of the same run; our pages' cells marked ✓/✗ where a goal applies. Markdown, so it
 * pastes into docs/performance.md; with more targets than fit across (`--all`), pages go down instead.
 */
export function formatResultsTable(
  targets: readonly PageResult[],
  outcomes: readonly GoalOutcome[],
  runs: number,
): string {
  const references = {
    starter: requireKind(targets, 'starter'),
    floor: requireKind(targets, 'floor'),
  }
  const cell = (row: MetricRow, target: PageResult) => {
    const text = row.format(target, references)
    const check = row.goal
      ? outcomes
          .find((outcome) => outcome.id === row.goal)
          ?.checks.find((candidate) => candidate.page === target.id)
      : undefined
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

function requireKind(targets: readonly PageResult[], kind: PageResult['kind']): PageResult {
  const target = targets.find((candidate) => candidate.kind === kind)
  if (!target) throw new Error(`No ${kind} among the results`)
  return target
}

/** One ✓/✗ line per goal, then how many were met. */
export function formatGoals(outcomes: readonly GoalOutcome[]): string {
  const met = outcomes.filter((outcome) => outcome.met).length
  return [...outcomes.map(formatGoalLine), '', `${met} of ${outcomes.length} goals met`].join('\n')
}

const categoryLabels: Record<CategoryId, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}

/** Where the points went on pages that scored below 100 in a category, and the LCP element. */
export function formatShortfalls(pages: readonly PageResult[]): string {
  const lines = pages.flatMap((page) => {
    const lcpElement = page.runs.find((run) => run.lcpElement)?.lcpElement
    return categoryIds
      .filter((id) => page.median.scores[id] < 100)
      .map((id) => {
        const audits = Object.entries(page.shortfalls[id])
          .map(([audit, score]) => `${audit} ${score.toFixed(2)}`)
          .join(', ')
        const lcp = id === 'performance' && lcpElement ? `; LCP element ${lcpElement}` : ''
        return `${page.id} · ${categoryLabels[id]} ${page.median.scores[id]}: ${audits}${lcp}`
      })
  })
  return lines.join('\n')
}
