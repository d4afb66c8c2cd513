export interface ScheduledRun<T> {
  /** 1-based run index. */
  run: number
  target: T
}

/**
 * The order of one run: every target once, rotated by one place per run, so no target is always
 * the first measured after a pause or always the one after the heaviest page.
 */
export function runOrder<T>(targets: readonly T[], runIndex: number): T[] {
  if (targets.length === 0) return []
  const offset = runIndex % targets.length
  return [...targets.slice(offset), ...targets.slice(0, offset)]
}

/**
 * All measurements of a benchmark, run by run: run 1 measures every page and every reference, then
 * run 2 does so again in the next order, and so on. A slow spell of this shared machine then falls
 * on one run of every target alike, instead of on all runs of one target, and the ratios between
 * targets stay fair even when the absolute times do not.
 */
export function interleavedSchedule<T>(targets: readonly T[], runs: number): ScheduledRun<T>[] {
  return Array.from({ length: runs }, (_, index) =>
    runOrder(targets, index).map((target) => ({ run: index + 1, target })),
  ).flat()
}
