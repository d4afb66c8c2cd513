/** @jest-environment node */
import { interleavedSchedule, runOrder } from './schedule'

const targets = ['pt-BR home', 'pt-BR FAQ', 'en login', 'ja home', 'starter', 'floor']

describe('runOrder', () => {
  it('rotates the targets by one place per run', () => {
    expect(runOrder(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c'])
    expect(runOrder(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a'])
    expect(runOrder(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b'])
    expect(runOrder(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c'])
  })

  it('leaves the input alone and copes with no targets', () => {
    const input = ['a', 'b']
    runOrder(input, 1)
    expect(input).toEqual(['a', 'b'])
    expect(runOrder([], 4)).toEqual([])
  })
})

describe('interleavedSchedule', () => {
  const schedule = interleavedSchedule(targets, 5)
  const runs = [1, 2, 3, 4, 5].map((run) =>
    schedule.filter((entry) => entry.run === run).map((entry) => entry.target),
  )

  it('measures every page and every reference once in each run before the next run starts', () => {
    expect(schedule).toHaveLength(targets.length * 5)
    expect(schedule.map((entry) => entry.run)).toEqual(
      [1, 2, 3, 4, 5].flatMap((run) => Array<number>(targets.length).fill(run)),
    )
    for (const order of runs) expect([...order].sort()).toEqual([...targets].sort())
  })

  it('starts each run with another target', () => {
    expect(runs.map((order) => order[0])).toEqual([
      'pt-BR home',
      'pt-BR FAQ',
      'en login',
      'ja home',
      'starter',
    ])
  })

  it('puts every target in every position once when there are as many runs as targets', () => {
    const full = interleavedSchedule(targets, targets.length)
    for (const target of targets) {
      const positions = full
        .map((entry, index) => ({ ...entry, position: index % targets.length }))
        .filter((entry) => entry.target === target)
        .map((entry) => entry.position)
      expect([...positions].sort()).toEqual([0, 1, 2, 3, 4, 5])
    }
  })
})
