import { useState } from 'react'
import { Stepper } from './stepper'
import type { Step } from './use-steps'

const steps: Step[] = [
  { id: 'details', title: 'Your details', description: 'Name, e-mail, phone' },
  { id: 'identity', title: 'Identity', description: 'Document and selfie' },
  { id: 'profile', title: 'Investor profile' },
  { id: 'deposit', title: 'First deposit' },
]
const statusLabels = { complete: 'Complete', active: 'Current step', incomplete: 'Not started' }

/** Stepper at the first, a middle and the last step, both orientations, for the catalogue. */
export function StepperExamples() {
  const [current, setCurrent] = useState(1)
  return (
    <div sx={{ display: 'grid', gap: 5 }}>
      {[0, 2, 3].map((at) => (
        <Stepper
          key={at}
          aria-label={`Horizontal, current step ${at + 1}`}
          steps={steps}
          current={at}
          statusLabels={statusLabels}
        />
      ))}
      <div sx={{ display: 'grid', gap: 3 }}>
        <Stepper
          aria-label="Vertical, interactive"
          orientation="vertical"
          steps={steps}
          current={current}
          statusLabels={statusLabels}
        />
        <div sx={{ display: 'flex', gap: 2 }}>
          <button
            type="button"
            sx={{ variant: 'buttons.ghost' }}
            disabled={current === 0}
            onClick={() => setCurrent(current - 1)}
          >
            Back
          </button>
          <button
            type="button"
            sx={{ variant: 'buttons.ghost' }}
            disabled={current === steps.length - 1}
            onClick={() => setCurrent(current + 1)}
          >
            Next
          </button>
        </div>
      </div>
    </div>
  )
}
