import { categoryIds, type CategoryId } from './lighthouse'
import type { PageResult } from './results'
import { formatTable } from './table'

const bytesPerKB = 1024

/** Budgets of the site (docs/product.md#performance-budgets): every page must meet every one. */
export interface Limit {
  kind: 'at least' | 'at most'
  value: number
}

interface MetricRow {
  label: string
  unit: string
  valueOf: (page: PageResult) => number
  format: (value: number) => string
  budget?: Limit
}

export interface BudgetOutcome {
  budget: string
  limit: Limit
  unit: string
  worstPage: string
  worstValue: number
  pagesMet: number
  pages: number
  met: boolean
  /** How far the worst page is from the limit: positive is room to spare, negative is over. */
  margin: number
}

const atMost = (value: number): Limit => ({ kind: 'at most', value })
const perfectScore: Limit = { kind: 'at least', value: 100 }

const categoryLabels: Record<CategoryId, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}

const rows: MetricRow[] = [
  ...categoryIds.map((id) => scoreRow(id)),
  msRow('FCP', (page) => page.median.fcpMs),
  msRow('LCP', (page) => page.median.lcpMs, atMost(1000)),
  msRow('TBT', (page) => page.median.tbtMs, atMost(30)),
  {
    label: 'CLS',
    unit: '',
    valueOf: (page) => page.median.cls,
    format: (value) => String(Number(value.toFixed(4))),
    budget: atMost(0),
  },
  { label: 'Requests', unit: '', valueOf: (page) => page.median.requests, format: String },
  kbRow('HTML transferred', (page) => page.median.transferBytes.document),
  kbRow('JS transferred', (page) => page.median.transferBytes.script, atMost(150)),
  kbRow('CSS transferred', (page) => page.median.transferBytes.stylesheet),
  kbRow('Fonts transferred', (page) => page.median.transferBytes.font),
  kbRow('Images transferred', (page) => page.median.transferBytes.image),
  kbRow('All transferred', (page) => page.median.transferBytes.total),
  kbRow('First-load JS gzip, build', (page) => page.build.jsGzipBytes, atMost(150)),
  kbRow('HTML gzip, build', (page) => page.build.htmlGzipBytes, atMost(20)),
]

function scoreRow(id: CategoryId): MetricRow {
  const valueOf = (page: PageResult) => page.median.scores[id]
  return { label: categoryLabels[id], unit: '', valueOf, format: String, budget: perfectScore }
}

function msRow(label: string, valueOf: MetricRow['valueOf'], budget?: Limit): MetricRow {
  return { label: `${label} (ms)`, unit: 'ms', valueOf, format: (ms) => ms.toFixed(0), budget }
}

function kbRow(label: string, bytesOf: MetricRow['valueOf'], budget?: Limit): MetricRow {
  const valueOf = (page: PageResult) => bytesOf(page) / bytesPerKB
  return { label: `${label} (KB)`, unit: 'KB', valueOf, format: (kb) => kb.toFixed(1), budget }
}

/** Metrics down, pages across: six pages fit a terminal, seventeen metrics would not. */
export function formatMedianTable(pages: PageResult[]): string {
  const header = ['Median of runs', 'Budget', ...pages.map((page) => page.id)]
  const body = rows.map((row) => [
    row.label,
    row.budget ? formatLimit(row.budget, row.unit) : '',
    ...pages.map((page) => formatCell(row, page)),
  ])
  return formatTable(header, body)
}

function formatCell(row: MetricRow, page: PageResult): string {
  const value = row.valueOf(page)
  if (!row.budget) return `${row.format(value)}  ` // blank mark keeps the digits aligned
  return `${row.format(value)} ${meets(row.budget, value) ? '✓' : '✗'}`
}

function formatLimit(limit: Limit, unit: string): string {
  const withUnit = unit ? `${limit.value} ${unit}` : String(limit.value)
  // Perfect scores and a zero CLS read better as the one value they must be.
  if (limit.kind === 'at least') return limit.value === 100 ? withUnit : `≥ ${withUnit}`
  return limit.value === 0 ? withUnit : `≤ ${withUnit}`
}

function meets(limit: Limit, value: number): boolean {
  return limit.kind === 'at least' ? value >= limit.value : value <= limit.value
}

/** For each budget: the page furthest from it, and by how much it is met or missed. */
export function budgetOutcomes(pages: PageResult[]): BudgetOutcome[] {
  return rows.flatMap((row) => (row.budget ? [budgetOutcome(row, row.budget, pages)] : []))
}

function budgetOutcome(row: MetricRow, limit: Limit, pages: PageResult[]): BudgetOutcome {
  const values = pages.map((page) => ({ page: page.id, value: row.valueOf(page) }))
  const worse = (a: number, b: number) => (limit.kind === 'at least' ? a < b : a > b)
  const worst = values.reduce((found, next) => (worse(next.value, found.value) ? next : found))
  const pagesMet = values.filter(({ value }) => meets(limit, value)).length
  return {
    budget: row.label,
    limit,
    unit: row.unit,
    worstPage: worst.page,
    worstValue: worst.value,
    pagesMet,
    pages: pages.length,
    met: pagesMet === pages.length,
    margin: limit.kind === 'at least' ? worst.value - limit.value : limit.value - worst.value,
  }
}

export function formatBudgetTable(outcomes: BudgetOutcome[]): string {
  const header = ['Budget', 'Limit', 'Worst page', 'Worst', 'Pages met', 'Verdict']
  const body = outcomes.map((outcome) => {
    const row = rows.find((candidate) => candidate.label === outcome.budget)
    const format = row?.format ?? String
    return [
      outcome.budget,
      formatLimit(outcome.limit, outcome.unit),
      outcome.worstPage,
      format(outcome.worstValue),
      `${outcome.pagesMet}/${outcome.pages}`,
      verdict(outcome, format),
    ]
  })
  return formatTable(header, body, ['left', 'right', 'left', 'right', 'right', 'left'])
}

function verdict(outcome: BudgetOutcome, format: (value: number) => string): string {
  const amount = `${format(Math.abs(outcome.margin))}${outcome.unit ? ` ${outcome.unit}` : ''}`
  if (!outcome.met) return `✗ missed by ${amount}`
  return outcome.margin === 0 ? '✓ met' : `✓ met, ${amount} to spare`
}

/** Where the points went on pages that scored below 100 in a category, and the LCP element. */
export function formatShortfalls(pages: PageResult[]): string {
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
