export { Sidebar, type SidebarProps } from './sidebar'
export { NavItem, type NavItemProps } from './nav-item'
export { SidebarToggle, type SidebarToggleProps } from './sidebar-toggle'
export {
  SidebarProvider,
  SidebarCompactContext,
  useSidebarContext,
  type SidebarContextValue,
  type SidebarProviderProps,
} from './sidebar-context'
export {
  useSidebarState,
  resolveCollapseBelow,
  sidebarBreakpoints,
  defaultCollapseBelow,
  type SidebarBreakpoint,
  type SidebarLayout,
  type SidebarState,
} from './use-sidebar-state'
export {
  useResizableWidth,
  type ResizeHandleProps,
  type UseResizableWidthOptions,
  type UseResizableWidthResult,
} from './use-resizable-width'
export { useModalDialog } from '../modal-dialog/use-modal-dialog'
export {
  sidebarWidth,
  compactSidebarWidth,
  sidebarResizeStep,
  clampWidth,
  parseStoredWidth,
  resolveSidebarWidths,
  type SidebarWidthBounds,
  type SidebarWidthInput,
} from './sidebar-width'
