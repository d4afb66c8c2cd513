/** @jest-environment node */
import { evaluateGoals } from './goals'
import { formatGoals, formatResultsTable, formatShortfalls, maxColumns } from './report'
import { pageResult } from './results'
import { fakeResult, fakeRun } from './test-support'

const starter = fakeResult('Gatsby starter', 'starter', {
  tbtMs: 50,
  lcpMs: 1100,
  jsParsedBytes: 200 * 1024,
})
const stack = fakeResult('fixed stack', 'fixed stack', {
  tbtMs: 90,
  lcpMs: 1150,
  jsParsedBytes: 320 * 1024,
})
const floor = fakeResult('static floor', 'floor', { tbtMs: 0, lcpMs: 800, jsParsedBytes: 0 })
const home = fakeResult('pt-BR home', 'page', { tbtMs: 60, lcpMs: 900, jsParsedBytes: 384 * 1024 })

const targets = [home, starter, stack, floor]

function rowOf(table: string, label: string): string[] {
  const line = table.split('\n').find((candidate) => candidate.startsWith(`| ${label} `))
  if (!line) throw new Error(`no row ${label} in\n${table}`)
  return line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim())
}

describe('formatResultsTable', () => {
  const table = formatResultsTable(targets, evaluateGoals(targets), 5)

  it('puts our pages and the references across, as a Markdown table', () => {
    expect(rowOf(table, 'median of 5')).toEqual([
      'median of 5',
      'pt-BR home',
      'Gatsby starter',
      'fixed stack',
      'static floor',
    ])
    expect(table.split('\n')[1]).toMatch(/^\| -+ \| -+: \| -+: \| -+: \| -+: \|$/)
    expect(rowOf(table, 'TBT ms')).toEqual(['TBT ms', '60', '50', '90', '0'])
    expect(rowOf(table, 'JS parsed KiB')).toEqual([
      'JS parsed KiB',
      '384.0',
      '200.0',
      '320.0',
      '0.0',
    ])
  })

  it('shows the ratios to the references, marking only our pages against the goals', () => {
    expect(rowOf(table, 'TBT ÷ starter')).toEqual([
      'TBT ÷ starter',
      '1.20× ✗',
      '1.00×',
      '1.80×',
      '0.00×',
    ])
    expect(rowOf(table, 'LCP ÷ floor')).toEqual([
      'LCP ÷ floor',
      '1.13× ✓',
      '1.38×',
      '1.44×',
      '1.00×',
    ])
    expect(rowOf(table, 'JS parsed ÷ fixed stack')).toEqual([
      'JS parsed ÷ fixed stack',
      '1.20× ✗',
      '0.63×',
      '1.00×',
      '0.00×',
    ])
    expect(rowOf(table, 'Performance')).toEqual(['Performance', '100 ✓', '100', '100', '100'])
    expect(rowOf(table, 'CLS')).toEqual(['CLS', '0 ✓', '0', '0', '0'])
  })

  it('turns the table when there are more targets than fit across', () => {
    const pages = Array.from({ length: maxColumns }, (_, index) =>
      fakeResult(`page ${index}`, 'page', { tbtMs: 40 }),
    )
    const wide = [...pages, starter, stack, floor]
    const turned = formatResultsTable(wide, evaluateGoals(wide), 3)
    expect(rowOf(turned, 'median of 3').slice(0, 3)).toEqual([
      'median of 3',
      'Performance',
      'FCP ms',
    ])
    expect(rowOf(turned, 'page 0')).toContain('0.80× ✓')
    expect(rowOf(turned, 'static floor')[0]).toBe('static floor')
  })

  it('shows how far LCP and TBT moved between the runs of each target', () => {
    const scattered = pageResult('ja home', 'page', 'http://127.0.0.1:9600/ja/', [
      fakeRun({ tbtMs: 58, lcpMs: 908 }),
      fakeRun({ tbtMs: 20.4, lcpMs: 705 }),
      fakeRun({ tbtMs: 115, lcpMs: 737 }),
    ])
    const withSpread = [scattered, starter, stack, floor]
    const table = formatResultsTable(withSpread, evaluateGoals(withSpread), 3)
    expect(rowOf(table, 'TBT ms')).toEqual(['TBT ms', '58', '50', '90', '0'])
    expect(rowOf(table, 'TBT ms, min–max')).toEqual([
      'TBT ms, min–max',
      '20–115',
      '50–50',
      '90–90',
      '0–0',
    ])
    expect(rowOf(table, 'LCP ms, min–max')[1]).toBe('705–908')
  })
})

describe('formatGoals', () => {
  it('prints a ✓/✗ line per goal and the count met', () => {
    const text = formatGoals(evaluateGoals(targets))
    expect(text.split('\n')).toEqual([
      '✗ TBT ≤ 1.00× Gatsby starter (50 ms): 0/1 pages; worst pt-BR home 60 ms = 1.20×',
      '✓ LCP ≤ 1.25× static floor (800 ms): 1/1 pages; worst pt-BR home 900 ms = 1.13×',
      '✓ Performance score 100: 1/1 pages; worst pt-BR home 100',
      '✓ CLS = 0: 1/1 pages; worst pt-BR home 0',
      '✗ JS parsed ≤ 1.10× fixed stack (320.0 KiB): 0/1 pages; worst pt-BR home 384.0 KiB = 1.20×',
      '',
      '3 of 5 goals met',
    ])
  })
})

describe('formatShortfalls', () => {
  it('names, for pages below 100 in a category only, the audits that cost points and the LCP element', () => {
    const slow = fakeResult('ja home', 'page', {
      scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 92 },
      shortfalls: { 'total-blocking-time': 0.81, 'meta-description': 0 },
      lcpElement: 'main > h1',
    })
    expect(formatShortfalls([home, slow])).toBe(
      'ja home · performance 97, seo 92: total-blocking-time 0.81, meta-description 0.00; LCP element main > h1',
    )
  })
})
