/** @jest-environment node */
import { evaluateGoals, formatGoalLine, formatRatio, ratio, type GoalOutcome } from './goals'
import { fakeResult } from './test-support'

const starter = fakeResult('Gatsby starter', 'starter', { tbtMs: 50, jsParsedBytes: 200 * 1024 })
const stack = fakeResult('fixed stack', 'fixed stack', { tbtMs: 90, jsParsedBytes: 340 * 1024 })
const floor = fakeResult('static floor', 'floor', { lcpMs: 800, tbtMs: 0, jsParsedBytes: 0 })

function goal(outcomes: GoalOutcome[], id: GoalOutcome['id']): GoalOutcome {
  const outcome = outcomes.find((candidate) => candidate.id === id)
  if (!outcome) throw new Error(`no ${id} goal`)
  return outcome
}

describe('ratio', () => {
  it('divides by the reference', () => {
    expect(ratio(60, 50)).toBeCloseTo(1.2)
    expect(ratio(0, 50)).toBe(0)
  })

  it('has no ratio to a reference of 0', () => {
    expect(ratio(10, 0)).toBeNull()
    expect(formatRatio(null)).toBe('n/a')
    expect(formatRatio(1.2)).toBe('1.20×')
  })
})

describe('evaluateGoals', () => {
  it('reports a TBT of 60 ms against a starter of 50 ms as 1.2× and missed', () => {
    const page = fakeResult('pt-BR home', 'page', { tbtMs: 60 })
    const tbt = goal(evaluateGoals([page, starter, stack, floor]), 'tbt')
    expect(tbt.met).toBe(false)
    expect(tbt.reference).toEqual({ id: 'Gatsby starter', value: 50 })
    expect(tbt.checks).toEqual([
      { page: 'pt-BR home', value: 60, limit: 50, ratio: expect.closeTo(1.2), met: false },
    ])
    expect(formatGoalLine(tbt)).toBe(
      '✗ TBT ≤ 1.00× Gatsby starter (50 ms): 0/1 pages; worst pt-BR home 60 ms = 1.20×',
    )
  })

  it('meets the TBT goal at exactly the starter’s TBT, and names only the pages that miss', () => {
    const pages = [
      fakeResult('pt-BR home', 'page', { tbtMs: 50 }),
      fakeResult('ja home', 'page', { tbtMs: 70 }),
      fakeResult('en login', 'page', { tbtMs: 20 }),
    ]
    const tbt = goal(evaluateGoals([...pages, starter, stack, floor]), 'tbt')
    expect(tbt.checks.map((check) => check.met)).toEqual([true, false, true])
    expect(tbt.worst.page).toBe('ja home')
    expect(formatGoalLine(tbt)).toBe(
      '✗ TBT ≤ 1.00× Gatsby starter (50 ms): 2/3 pages; worst ja home 70 ms = 1.40×; missed: ja home',
    )
  })

  it('allows LCP up to 1.25× the static floor', () => {
    const atLimit = fakeResult('pt-BR home', 'page', { lcpMs: 1000 })
    const over = fakeResult('pt-BR FAQ', 'page', { lcpMs: 1001 })
    const lcp = goal(evaluateGoals([atLimit, over, starter, stack, floor]), 'lcp')
    expect(lcp.checks.map((check) => [check.limit, check.met])).toEqual([
      [1000, true],
      [1000, false],
    ])
    expect(lcp.checks[0]?.ratio).toBeCloseTo(1.25)
    expect(lcp.description).toBe('LCP ≤ 1.25× static floor')
  })

  it('compares JS parsed with 1.10× the fixed stack’s, not the bare starter’s, in KiB', () => {
    const atLimit = fakeResult('en login', 'page', { jsParsedBytes: 374 * 1024 })
    const heavy = fakeResult('pt-BR home', 'page', { jsParsedBytes: 403 * 1024 })
    const js = goal(evaluateGoals([atLimit, heavy, starter, stack, floor]), 'js-parsed')
    expect(js.checks.map((check) => check.met)).toEqual([true, false])
    expect(js.worst).toMatchObject({ page: 'pt-BR home', value: 403, limit: expect.closeTo(374) })
    expect(js.reference).toEqual({ id: 'fixed stack', value: 340 })
    expect(formatGoalLine(js)).toBe(
      '✗ JS parsed ≤ 1.10× fixed stack (340.0 KiB): 1/2 pages; worst pt-BR home 403.0 KiB = 1.19×; missed: pt-BR home',
    )
  })

  it('keeps the score and CLS goals absolute, whatever the references scored', () => {
    const perfect = fakeResult('pt-BR home', 'page')
    const shifted = fakeResult('ja home', 'page', {
      cls: 0.02,
      scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
    })
    const weakStarter = fakeResult('Gatsby starter', 'starter', {
      scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
    })
    const outcomes = evaluateGoals([perfect, shifted, weakStarter, stack, floor])
    const performance = goal(outcomes, 'performance')
    expect(performance.checks.map((check) => check.met)).toEqual([true, false])
    expect(performance.reference).toBeNull()
    expect(formatGoalLine(performance)).toBe(
      '✗ Performance score 100: 1/2 pages; worst ja home 99; missed: ja home',
    )
    const cls = goal(outcomes, 'cls')
    expect(cls.worst).toMatchObject({ page: 'ja home', value: 0.02, met: false })
    expect(cls.description).toBe('CLS = 0')
  })

  it('checks only our pages, and marks a goal met when every page meets it', () => {
    const page = fakeResult('pt-BR home', 'page', { tbtMs: 10, lcpMs: 900 })
    const outcomes = evaluateGoals([page, starter, stack, floor])
    expect(outcomes.map((outcome) => [outcome.id, outcome.met])).toEqual([
      ['tbt', true],
      ['lcp', true],
      ['performance', true],
      ['cls', true],
      ['js-parsed', true],
    ])
    expect(outcomes.every((outcome) => outcome.checks.length === 1)).toBe(true)
    expect(formatGoalLine(goal(outcomes, 'tbt'))).toBe(
      '✓ TBT ≤ 1.00× Gatsby starter (50 ms): 1/1 pages; worst pt-BR home 10 ms = 0.20×',
    )
  })

  it('holds a page to 0 ms of TBT when the starter blocked for 0 ms', () => {
    const idleStarter = fakeResult('Gatsby starter', 'starter', { tbtMs: 0 })
    const pages = [
      fakeResult('pt-BR home', 'page', { tbtMs: 0 }),
      fakeResult('ja home', 'page', { tbtMs: 5 }),
    ]
    const tbt = goal(evaluateGoals([...pages, idleStarter, stack, floor]), 'tbt')
    expect(tbt.checks.map((check) => [check.ratio, check.met])).toEqual([
      [null, true],
      [null, false],
    ])
    expect(formatGoalLine(tbt)).toContain('worst ja home 5 ms = n/a')
  })

  it('cannot judge without all three references', () => {
    const page = fakeResult('pt-BR home', 'page')
    expect(() => evaluateGoals([page, starter, stack])).toThrow(/floor reference is missing/)
    expect(() => evaluateGoals([page, starter, floor])).toThrow(/fixed stack reference is missing/)
    expect(() => evaluateGoals([starter, stack, floor])).toThrow(/No page of ours/)
  })
})
