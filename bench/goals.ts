import type { PageResult, TargetKind } from './results'

type ReferenceKind = Exclude<TargetKind, 'page'>

/**
 * The performance goals `npm run bench` checks (docs/performance.md). Timings and script weight are
 * goals relative to references measured in the same run (a busy machine slows all alike); the
 * score and CLS do not depend on the machine's speed and stay absolute.
 */
export type GoalId = 'performance' | 'cls' | 'tbt' | 'lcp' | 'js-parsed'

export type Unit = 'ms' | 'KiB' | ''

interface GoalDefinition {
  id: GoalId
  label: string
  unit: Unit
  valueOf: (target: PageResult) => number
  /** Absolute: the limit itself. Relative: a factor of the reference's median. */
  limit:
    | { kind: 'at least'; value: number }
    | { kind: 'at most'; value: number }
    | { kind: 'ratio'; factor: number; reference: ReferenceKind }
}

export const bytesPerKiB = 1024

export const goalDefinitions: readonly GoalDefinition[] = [
  {
    id: 'tbt',
    label: 'TBT',
    unit: 'ms',
    valueOf: (target) => target.median.tbtMs,
    limit: { kind: 'ratio', factor: 1, reference: 'starter' },
  },
  {
    id: 'lcp',
    label: 'LCP',
    unit: 'ms',
    valueOf: (target) => target.median.lcpMs,
    limit: { kind: 'ratio', factor: 1.25, reference: 'floor' },
  },
  {
    id: 'performance',
    label: 'Performance score',
    unit: '',
    valueOf: (target) => target.median.scores.performance,
    limit: { kind: 'at least', value: 100 },
  },
  {
    id: 'cls',
    label: 'CLS',
    unit: '',
    valueOf: (target) => target.median.cls,
    limit: { kind: 'at most', value: 0 },
  },
  {
    id: 'js-parsed',
    label: 'JS parsed',
    unit: 'KiB',
    valueOf: (target) => target.median.jsParsedBytes / bytesPerKiB,
    // The stack is fixed (issue 26): what lies above its smallest use is ours to cut.
    limit: { kind: 'ratio', factor: 1.1, reference: 'fixed stack' },
  },
]

export interface GoalCheck {
  page: string
  value: number
  /** The largest (or, for the score, smallest) value that meets the goal. */
  limit: number
  /** Value ÷ the reference's, for relative goals; null for absolute ones or a reference of 0. */
  ratio: number | null
  met: boolean
}

export interface GoalOutcome {
  id: GoalId
  /** `TBT ≤ 1.00× Gatsby starter`, `CLS = 0`. */
  description: string
  unit: Unit
  /** The reference and its median, for relative goals. */
  reference: { id: string; value: number } | null
  checks: GoalCheck[]
  /** The page furthest from the goal (or closest to missing it). */
  worst: GoalCheck
  met: boolean
}

/** `value ÷ reference`; null when the reference is 0 (a TBT of 0 ms, say): no ratio exists. */
export function ratio(value: number, reference: number): number | null {
  return reference === 0 ? null : value / reference
}

/** Our pages (kind `page`) against the goals, using the references among `targets`. */
export function evaluateGoals(targets: readonly PageResult[]): GoalOutcome[] {
  const pages = targets.filter((target) => target.kind === 'page')
  if (pages.length === 0) throw new Error('No page of ours among the results')
  return goalDefinitions.map((goal) => {
    const reference =
      goal.limit.kind === 'ratio' ? referenceOf(targets, goal.limit.reference) : null
    const referenceValue = reference === null ? null : goal.valueOf(reference)
    const limitValue =
      goal.limit.kind === 'ratio' ? goal.limit.factor * (referenceValue ?? 0) : goal.limit.value
    const atLeast = goal.limit.kind === 'at least'
    const checks = pages.map((page): GoalCheck => {
      const value = goal.valueOf(page)
      return {
        page: page.id,
        value,
        limit: limitValue,
        ratio: referenceValue === null ? null : ratio(value, referenceValue),
        met: atLeast ? value >= limitValue : value <= limitValue,
      }
    })
    const worst = checks.reduce((found, next) => {
      const isWorse = atLeast ? next.value < found.value : next.value > found.value
      return isWorse ? next : found
    })
    return {
      id: goal.id,
      description: describeGoal(goal, reference?.id),
      unit: goal.unit,
      reference:
        reference === null || referenceValue === null
          ? null
          : { id: reference.id, value: referenceValue },
      checks,
      worst,
      met: checks.every((check) => check.met),
    }
  })
}

export function referenceOf(targets: readonly PageResult[], kind: ReferenceKind): PageResult {
  const reference = targets.find((target) => target.kind === kind)
  if (!reference) throw new Error(`The ${kind} reference is missing from the results`)
  return reference
}

function describeGoal(goal: GoalDefinition, referenceId: string | undefined): string {
  const { limit } = goal
  if (limit.kind === 'ratio') return `${goal.label} ≤ ${formatRatio(limit.factor)} ${referenceId}`
  if (limit.kind === 'at least') return `${goal.label} ${limit.value}`
  return `${goal.label} ${limit.value === 0 ? '=' : '≤'} ${limit.value}`
}

/** `1.2` → `1.20×`; no ratio → `n/a`. */
export function formatRatio(value: number | null): string {
  return value === null ? 'n/a' : `${value.toFixed(2)}×`
}

/** In a goal line: `60 ms`, `212.4 KiB`, `98`. */
export function formatValue(value: number, unit: Unit): string {
  if (unit === 'ms') return `${value.toFixed(0)} ms`
  if (unit === 'KiB') return `${value.toFixed(1)} KiB`
  return String(Number(value.toFixed(4)))
}

/**
 * One line per goal: its verdict, the reference's median, how many pages meet it, and the page
 * furthest from it, e.g.
 * `✗ TBT ≤ 1.00× Gatsby starter (50 ms): 3/4 pages; worst pt-BR FAQ 60 ms = 1.20×`.
 */
export function formatGoalLine(outcome: GoalOutcome): string {
  const mark = outcome.met ? '✓' : '✗'
  const reference = outcome.reference
    ? ` (${formatValue(outcome.reference.value, outcome.unit)})`
    : ''
  const pagesMet = outcome.checks.filter((check) => check.met).length
  const { worst } = outcome
  const worstRatio = outcome.reference ? ` = ${formatRatio(worst.ratio)}` : ''
  const missed = outcome.checks.filter((check) => !check.met).map((check) => check.page)
  const missedList =
    missed.length > 0 && missed.length < outcome.checks.length
      ? `; missed: ${missed.join(', ')}`
      : ''
  return (
    `${mark} ${outcome.description}${reference}: ${pagesMet}/${outcome.checks.length} pages; ` +
    `worst ${worst.page} ${formatValue(worst.value, outcome.unit)}${worstRatio}${missedList}`
  )
}
