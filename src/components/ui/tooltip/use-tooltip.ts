import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  type RefCallback,
} from 'react'
import { warnInDevelopment } from '../dev-warning'
import {
  placeTooltip,
  tooltipPlacements,
  type TooltipPlacement,
  type TooltipPosition,
} from './tooltip-position'
import { useBrowserLayoutEffect } from '../../../hooks/use-browser-layout-effect'

/** Nav item tooltips open after 400 ms (docs/product.md#interface-kit). */
export const tooltipDelay = 400
/** Time to move the pointer from the trigger onto the tooltip before it hides (WCAG 1.4.13). */
export const tooltipHoverGrace = 100

/**
 * `description`: the trigger has its own name and the tooltip adds to it (aria-describedby).
 * `label`: the tooltip is the trigger's name, for icon-only triggers (aria-labelledby).
 */
export type TooltipKind = 'description' | 'label'

export interface UseTooltipOptions {
  /** Milliseconds before the tooltip opens on hover or focus. */
  delay?: number
  placement?: TooltipPlacement
  kind?: TooltipKind
}

/** The trigger props the tooltip merges with the trigger's own. */
export interface TooltipTriggerProps {
  ref?: Ref<HTMLElement>
  'aria-describedby'?: string
  'aria-labelledby'?: string
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
}

export interface UseTooltipResult {
  id: string
  open: boolean
  /** Measured after opening; null until then. */
  position: TooltipPosition | null
  /** Merges the tooltip's handlers, ref and ARIA relation into the trigger's own props. */
  getTriggerProps: (own: TooltipTriggerProps) => TooltipTriggerProps
  tooltipProps: {
    id: string
    role: 'tooltip'
    hidden: boolean
    ref: RefCallback<HTMLElement>
    onMouseEnter: () => void
    onMouseLeave: () => void
  }
}

function resolveDelay(delay: number | undefined): { value: number; problem?: string } {
  if (delay === undefined) return { value: tooltipDelay }
  if (Number.isFinite(delay) && delay >= 0) return { value: delay }
  return {
    value: tooltipDelay,
    problem: `delay ${delay} is not a duration; using ${tooltipDelay} ms`,
  }
}

function resolvePlacement(placement: TooltipPlacement | undefined): {
  value: TooltipPlacement
  problem?: string
} {
  if (placement === undefined) return { value: 'top' }
  if (tooltipPlacements.includes(placement)) return { value: placement }
  return { value: 'top', problem: `unknown placement "${String(placement)}"; using "top"` }
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as { current: T | null }).current = value
}

function chain<E>(own: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    own?.(event)
    ours(event)
  }
}

/**
 * A tooltip's behaviour: opens `delay` ms after the pointer enters or focus arrives, stays open while
 * the pointer is on the trigger or the tooltip, closes on leave, blur and Escape.
 */
export function useTooltip({
  delay,
  placement,
  kind = 'description',
}: UseTooltipOptions = {}): UseTooltipResult {
  const id = useId()
  const openDelay = resolveDelay(delay)
  const side = resolvePlacement(placement)
  const [open, setOpenState] = useState(false)
  const [position, setPosition] = useState<TooltipPosition | null>(null)
  const openRef = useRef(false)
  const reasons = useRef({ triggerHover: false, tooltipHover: false, focus: false })
  // After Escape the tooltip stays closed until the pointer and focus have both left.
  const dismissed = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const triggerRef = useRef<HTMLElement | null>(null)
  const tooltipRef = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (openDelay.problem) warnInDevelopment('Tooltip', openDelay.problem)
    if (side.problem) warnInDevelopment('Tooltip', side.problem)
  }, [openDelay.problem, side.problem])

  const setOpen = useCallback((next: boolean) => {
    openRef.current = next
    setOpenState(next)
  }, [])

  const clearTimer = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current)
    timer.current = undefined
  }, [])

  const update = useCallback(
    (viaPointer: boolean) => {
      const { triggerHover, tooltipHover, focus } = reasons.current
      clearTimer()
      if (!triggerHover && !tooltipHover && !focus) {
        dismissed.current = false
        if (viaPointer && openRef.current)
          timer.current = setTimeout(() => setOpen(false), tooltipHoverGrace)
        else setOpen(false)
        return
      }
      if (dismissed.current || openRef.current) return
      timer.current = setTimeout(() => setOpen(true), openDelay.value)
    },
    [clearTimer, openDelay.value, setOpen],
  )

  const dismiss = useCallback(() => {
    dismissed.current = true
    clearTimer()
    setOpen(false)
  }, [clearTimer, setOpen])

  useEffect(() => clearTimer, [clearTimer])

  // Escape closes a tooltip opened by hover too, wherever focus is (WCAG 1.4.13 "dismissible").
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, dismiss])

  useBrowserLayoutEffect(() => {
    if (!open) {
      setPosition(null)
      return
    }
    const measure = () => {
      const trigger = triggerRef.current
      const tooltip = tooltipRef.current
      if (!trigger || !tooltip) return
      const viewport = { width: window.innerWidth, height: window.innerHeight }
      const box = tooltip.getBoundingClientRect()
      setPosition(placeTooltip(trigger.getBoundingClientRect(), box, side.value, viewport))
    }
    measure()
    window.addEventListener('scroll', measure, { capture: true, passive: true })
    window.addEventListener('resize', measure)
    return () => {
      window.removeEventListener('scroll', measure, { capture: true })
      window.removeEventListener('resize', measure)
    }
  }, [open, side.value])

  const getTriggerProps = useCallback(
    (own: TooltipTriggerProps): TooltipTriggerProps => {
      const relation = kind === 'label' ? 'aria-labelledby' : 'aria-describedby'
      return {
        ...own,
        ref: (node: HTMLElement | null) => {
          triggerRef.current = node
          setRef(own.ref, node)
        },
        [relation]: [own[relation], id].filter(Boolean).join(' '),
        onMouseEnter: chain(own.onMouseEnter, () => {
          reasons.current.triggerHover = true
          update(true)
        }),
        onMouseLeave: chain(own.onMouseLeave, () => {
          reasons.current.triggerHover = false
          update(true)
        }),
        onFocus: chain(own.onFocus, () => {
          reasons.current.focus = true
          update(false)
        }),
        onBlur: chain(own.onBlur, () => {
          reasons.current.focus = false
          update(false)
        }),
        onKeyDown: chain(own.onKeyDown, (event) => {
          if (event.key === 'Escape') dismiss()
        }),
      }
    },
    [dismiss, id, kind, update],
  )

  const onTooltipMouseEnter = useCallback(() => {
    reasons.current.tooltipHover = true
    update(true)
  }, [update])
  const onTooltipMouseLeave = useCallback(() => {
    reasons.current.tooltipHover = false
    update(true)
  }, [update])
  const tooltipNodeRef = useCallback((node: HTMLElement | null) => {
    tooltipRef.current = node
  }, [])

  return {
    id,
    open,
    position,
    getTriggerProps,
    tooltipProps: {
      id,
      role: 'tooltip',
      hidden: !open,
      ref: tooltipNodeRef,
      onMouseEnter: onTooltipMouseEnter,
      onMouseLeave: onTooltipMouseLeave,
    },
  }
}
