import {
  cloneElement,
  isValidElement,
  useEffect,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'
import { warnInDevelopment } from '../dev-warning'
import type { TooltipPlacement } from './tooltip-position'
import { useTooltip, type TooltipKind, type TooltipTriggerProps } from './use-tooltip'

export interface TooltipProps {
  /** The tooltip's text. Callers pass translated text: the kit holds no copy. */
  label: ReactNode
  /** One focusable element (a link or a button) that keeps its own props, handlers and ref. */
  children: ReactElement
  /** Milliseconds before it opens on hover or focus; 400 by default. */
  delay?: number
  /** Preferred side; it flips when that side has no room. */
  placement?: TooltipPlacement
  /** `label` for icon-only triggers: the tooltip becomes their accessible name. */
  kind?: TooltipKind
}

/**
 * WAI-ARIA tooltip: a `role="tooltip"` popup tied to its trigger by aria-describedby (or
 * aria-labelledby for icon-only triggers). It stays in the DOM while hidden so the relation always
 * resolves; positioned `fixed` so scrolling containers such as a sidebar do not clip it.
 */
export function Tooltip({ label, children, delay, placement, kind = 'description' }: TooltipProps) {
  const tooltip = useTooltip({ delay, placement, kind })
  const valid = isValidElement(children)

  useEffect(() => {
    if (!valid) warnInDevelopment('Tooltip', 'children must be one element; rendering no tooltip')
  }, [valid])
  if (!valid) return <>{children}</>

  const element = children as ReactElement<TooltipTriggerProps> & { ref?: Ref<HTMLElement> }
  const trigger = cloneElement(
    element,
    tooltip.getTriggerProps({ ...element.props, ref: element.ref }),
  )
  const { position } = tooltip
  const coordinates = position
    ? ({
        '--kit-tooltip-x': `${position.x}px`,
        '--kit-tooltip-y': `${position.y}px`,
      } as CSSProperties)
    : undefined

  return (
    <>
      {trigger}
      <span
        {...tooltip.tooltipProps}
        data-placement={position?.placement}
        style={coordinates}
        sx={{
          position: 'fixed',
          left: 'var(--kit-tooltip-x, 0)',
          top: 'var(--kit-tooltip-y, 0)',
          zIndex: 1000,
          // Transparent padding: the gap to the trigger is part of the tooltip, so the pointer can
          // cross it without the tooltip closing.
          p: 1,
          width: 'max-content',
          maxWidth: '20rem',
        }}
      >
        <span
          sx={{
            display: 'block',
            bg: 'text',
            color: 'background',
            fontSize: 1,
            lineHeight: 'body',
            px: 2,
            py: 1,
            borderRadius: 'small',
            boxShadow: 'header',
          }}
        >
          {label}
        </span>
      </span>
    </>
  )
}
