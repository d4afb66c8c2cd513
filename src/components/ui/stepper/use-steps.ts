import { useEffect } from 'react'
import { warnInDevelopment } from '../dev-warning'
import { stepStatus, type StepStatus } from './step-status'

export interface Step {
  /** Stable key; also handy for tests and analytics. */
  id: string
  title: string
  description?: string
}

export interface ResolvedStep extends Step {
  index: number
  status: StepStatus
}

/** `current` as a valid index of `count` steps, and why it had to change (null when it did not). */
export function clampCurrent(
  current: number,
  count: number,
): { index: number; problem: string | null } {
  if (count === 0) return { index: 0, problem: null }
  if (!Number.isInteger(current)) {
    const index = Number.isFinite(current)
      ? Math.min(Math.max(Math.floor(current), 0), count - 1)
      : 0
    return { index, problem: `current ${String(current)} is not a whole number; using ${index}` }
  }
  if (current < 0 || current >= count) {
    const index = current < 0 ? 0 : count - 1
    return { index, problem: `current ${current} is outside 0–${count - 1}; using ${index}` }
  }
  return { index: current, problem: null }
}

/**
 * Headless stepper: each step with its status relative to `current`, which is clamped into range.
 * Bad input (no steps, a current step out of range) warns during development and never throws.
 */
export function useSteps(steps: readonly Step[], current: number) {
  const { index, problem } = clampCurrent(current, steps.length)
  const empty = steps.length === 0

  useEffect(() => {
    if (empty) warnInDevelopment('Stepper', 'no steps given; nothing is rendered')
  }, [empty])
  useEffect(() => {
    if (problem) warnInDevelopment('Stepper', problem)
  }, [problem])

  const items: ResolvedStep[] = steps.map((step, position) => ({
    ...step,
    index: position,
    status: stepStatus(position, index),
  }))
  return { current: index, items }
}
