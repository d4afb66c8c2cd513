export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right'

export const tooltipPlacements: readonly TooltipPlacement[] = ['top', 'bottom', 'left', 'right']

interface Box {
  top: number
  left: number
  width: number
  height: number
}

interface Size {
  width: number
  height: number
}

export interface TooltipPosition {
  x: number
  y: number
  placement: TooltipPlacement
}

const opposite: Record<TooltipPlacement, TooltipPlacement> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
}

function origin(
  trigger: Box,
  tooltip: Size,
  placement: TooltipPlacement,
): { x: number; y: number } {
  const centreX = trigger.left + (trigger.width - tooltip.width) / 2
  const centreY = trigger.top + (trigger.height - tooltip.height) / 2
  switch (placement) {
    case 'top':
      return { x: centreX, y: trigger.top - tooltip.height }
    case 'bottom':
      return { x: centreX, y: trigger.top + trigger.height }
    case 'left':
      return { x: trigger.left - tooltip.width, y: centreY }
    case 'right':
      return { x: trigger.left + trigger.width, y: centreY }
  }
}

function fits({ x, y }: { x: number; y: number }, tooltip: Size, viewport: Size): boolean {
  return (
    x >= 0 && y >= 0 && x + tooltip.width <= viewport.width && y + tooltip.height <= viewport.height
  )
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0))

/**
 * Top-left corner of the tooltip in viewport coordinates, touching the trigger on the asked side.
 * It flips to the opposite side when the asked one leaves the viewport and the other does not, then
 * slides along its side to stay on screen: the few lines a positioning library would give us here.
 */
export function placeTooltip(
  trigger: Box,
  tooltip: Size,
  placement: TooltipPlacement,
  viewport: Size,
): TooltipPosition {
  let chosen = placement
  if (!fits(origin(trigger, tooltip, placement), tooltip, viewport)) {
    const flipped = opposite[placement]
    if (fits(origin(trigger, tooltip, flipped), tooltip, viewport)) chosen = flipped
  }
  const { x, y } = origin(trigger, tooltip, chosen)
  return {
    x: clamp(x, viewport.width - tooltip.width),
    y: clamp(y, viewport.height - tooltip.height),
    placement: chosen,
  }
}
