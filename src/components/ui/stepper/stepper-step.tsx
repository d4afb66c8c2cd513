import type { ThemeUIStyleObject } from 'theme-ui'
import type { StepStatus } from './step-status'
import type { ResolvedStep } from './use-steps'
import { visuallyHidden } from '../visually-hidden'

export type StepperOrientation = 'horizontal' | 'vertical'

const indicatorSize = 32

const indicatorByStatus: Record<StepStatus, ThemeUIStyleObject> = {
  complete: { bg: 'primary', color: 'onPrimary', borderColor: 'primary' },
  active: { bg: 'background', color: 'text', borderColor: 'primary', fontWeight: 'bold' },
  incomplete: { bg: 'background', color: 'mutedText', borderColor: 'border' },
}

/** The line to the next step, drawn from this step's indicator; coloured once this step is done. */
function connector(orientation: StepperOrientation, status: StepStatus): ThemeUIStyleObject {
  const line: ThemeUIStyleObject = {
    content: '""',
    position: 'absolute',
    bg: status === 'complete' ? 'primary' : 'border',
  }
  return orientation === 'horizontal'
    ? { ...line, top: indicatorSize / 2 - 1, height: 2, left: indicatorSize + 8, right: 8 }
    : { ...line, left: indicatorSize / 2 - 1, width: 2, top: indicatorSize + 4, bottom: 4 }
}

export interface StepperStepProps {
  step: ResolvedStep
  orientation: StepperOrientation
  /** What assistive technology reads for the step's status. */
  statusLabel: string
}

/** One step: an indicator (number, or a tick when done), the title, its status and description. */
export function StepperStep({ step, orientation, statusLabel }: StepperStepProps) {
  const { status } = step
  const horizontal = orientation === 'horizontal'
  return (
    <li
      aria-current={status === 'active' ? 'step' : undefined}
      data-status={status}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: horizontal ? 'column' : 'row',
        gap: horizontal ? 2 : 3,
        flex: horizontal ? '1 1 0' : undefined,
        minWidth: 0,
        pb: horizontal ? 0 : 4,
        pr: horizontal ? 2 : 0,
        '&:not(:last-of-type)::after': connector(orientation, status),
      }}
    >
      <span
        aria-hidden="true"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          width: indicatorSize,
          height: indicatorSize,
          borderRadius: 'round',
          border: '2px solid',
          fontSize: 1,
          ...indicatorByStatus[status],
        }}
      >
        {status === 'complete' ? (
          <svg width="14" height="14" viewBox="0 0 14 14" focusable="false">
            <path d="m2.5 7.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : (
          step.index + 1
        )}
      </span>
      <span sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, pt: horizontal ? 0 : 1 }}>
        <span
          sx={{
            fontWeight: status === 'active' ? 'bold' : 'medium',
            color: status === 'incomplete' ? 'mutedText' : 'text',
          }}
        >
          {step.title}
        </span>
        <span sx={visuallyHidden}>{statusLabel}</span>
        {step.description ? (
          <span sx={{ fontSize: 1, color: 'mutedText' }}>{step.description}</span>
        ) : null}
      </span>
    </li>
  )
}
