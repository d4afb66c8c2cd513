import { Tooltip } from './tooltip'

const buttonStyles = { variant: 'buttons.ghost' } as const

/** Tooltips on every side, as a description and as an icon-only trigger's name. */
export function TooltipExamples() {
  return (
    <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', py: 4 }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((placement) => (
        <Tooltip
          key={placement}
          label={`Shown on the ${placement} after 400 ms`}
          placement={placement}
        >
          <button type="button" sx={buttonStyles}>
            Tooltip {placement}
          </button>
        </Tooltip>
      ))}
      <Tooltip label="Copy link" kind="label">
        <button type="button" sx={{ ...buttonStyles, display: 'inline-flex', p: 2 }}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              d="M8 12l4-4M7 9l-2 2a3 3 0 0 0 4 4l2-2M13 11l2-2a3 3 0 0 0-4-4L9 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </Tooltip>
      <Tooltip label="No delay" delay={0}>
        <button type="button" sx={buttonStyles}>
          Immediate tooltip
        </button>
      </Tooltip>
    </div>
  )
}
