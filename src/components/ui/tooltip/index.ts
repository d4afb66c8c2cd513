export { Tooltip, type TooltipProps } from './tooltip'
export {
  useTooltip,
  tooltipDelay,
  tooltipHoverGrace,
  type TooltipKind,
  type TooltipTriggerProps,
  type UseTooltipOptions,
  type UseTooltipResult,
} from './use-tooltip'
export { placeTooltip, type TooltipPlacement, type TooltipPosition } from './tooltip-position'
