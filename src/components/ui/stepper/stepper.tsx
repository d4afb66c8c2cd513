import { forwardRef, useEffect, type OlHTMLAttributes } from 'react'
import { warnInDevelopment } from '../dev-warning'
import type { StepStatus } from './step-status'
import { StepperStep, type StepperOrientation } from './stepper-step'
import { useSteps, type Step } from './use-steps'

export interface StepperProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  steps: readonly Step[]
  /** Index of the active step; clamped into range with a development warning. */
  current: number
  /** Read after each title by assistive technology. Translated by the caller: the kit holds no copy. */
  statusLabels: Record<StepStatus, string>
  orientation?: StepperOrientation
}

/**
 * Progress through a fixed sequence, as an ordered list: steps before `current` are complete,
 * `current` is active (`aria-current="step"`), the rest incomplete. Renders nothing for no steps.
 */
export const Stepper = forwardRef<HTMLOListElement, StepperProps>(function Stepper(
  { steps, current, statusLabels, orientation: requested = 'horizontal', ...rest },
  ref,
) {
  const { items } = useSteps(steps, current)
  const known = requested === 'horizontal' || requested === 'vertical'
  const orientation: StepperOrientation = known ? requested : 'horizontal'

  useEffect(() => {
    if (!known) {
      warnInDevelopment('Stepper', `unknown orientation "${String(requested)}"; using "horizontal"`)
    }
  }, [known, requested])

  if (items.length === 0) return null
  return (
    // Safari drops list semantics from lists without bullets; the explicit role keeps
    // "list, N items" for VoiceOver users.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ol
      ref={ref}
      role="list"
      data-orientation={orientation}
      {...rest}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: orientation === 'horizontal' ? 'row' : 'column',
      }}
    >
      {items.map((step) => (
        <StepperStep
          key={step.id}
          step={step}
          orientation={orientation}
          statusLabel={statusLabels[step.status]}
        />
      ))}
    </ol>
  )
})
