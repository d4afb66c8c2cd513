export type StepStatus = 'complete' | 'active' | 'incomplete'

/** Steps before the current one are complete, the current one active, the rest incomplete. */
export function stepStatus(index: number, current: number): StepStatus {
  if (index < current) return 'complete'
  return index === current ? 'active' : 'incomplete'
}
