export { ContextMenu, type ContextMenuProps } from './context-menu'
export {
  useContextMenu,
  type CloseOptions,
  type ContextMenuItem,
  type ContextMenuOpening,
  type ContextMenuTargetProps,
  type ContextMenuTrigger,
  type UseContextMenuOptions,
  type UseContextMenuResult,
} from './use-context-menu'
export {
  defaultLongPressMs,
  defaultMoveTolerancePx,
  useLongPress,
  type LongPressHandlers,
  type Point,
  type UseLongPressOptions,
  type UseLongPressResult,
} from './use-long-press'
export { isContextMenuKey } from './context-menu-key'
