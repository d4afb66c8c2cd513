import { forwardRef, useEffect, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { warnInDevelopment } from '../dev-warning'
import { SidebarProvider, useSidebarContext } from './sidebar-context'
import { SidebarPanel, type SidebarPanelProps } from './sidebar-panel'
import { SidebarToggle } from './sidebar-toggle'
import type { UseResizableWidthOptions } from './use-resizable-width'
import type { SidebarBreakpoint } from './use-sidebar-state'

export interface SidebarProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children'>, UseResizableWidthOptions {
  /** Accessible name of the sidebar's navigation, its drawer and (by default) its resize handle. */
  label: string
  children: ReactNode
  /** Icons only, 3.5rem wide, each item's label in a tooltip; not resizable. */
  compact?: boolean
  /** Whether the user can resize it; true by default. */
  resizable?: boolean
  /** Accessible name of the resize handle; the sidebar's `label` by default (WAI-ARIA splitter). */
  resizeLabel?: string
  /** Accessible name of a close button in the drawer; without it Escape and outside clicks close it. */
  closeLabel?: string
  /**
   * Standalone only (inside an AppShell or SidebarProvider, theirs applies): the theme breakpoint
   * below which the sidebar becomes a drawer; `large` by default.
   */
  collapseBelow?: SidebarBreakpoint
  /** Standalone only: name of the toggle rendered before the sidebar while it is collapsed. */
  toggleLabel?: string
}

/**
 * Side navigation: 280 px wide by default and resizable between 220 and 320 px with the pointer or
 * the keyboard, or compact (icons with tooltips). Below its breakpoint it becomes a modal drawer,
 * opened by the toggle an AppShell navbar shows (or, standalone, one rendered before it).
 */
export const Sidebar = forwardRef<HTMLDivElement, SidebarProps>(function Sidebar(
  { collapseBelow, toggleLabel, ...props },
  ref,
) {
  const context = useSidebarContext()
  const ignored = context !== null && (collapseBelow !== undefined || toggleLabel !== undefined)
  useEffect(() => {
    if (ignored)
      warnInDevelopment(
        'Sidebar',
        'collapseBelow and toggleLabel belong to the surrounding AppShell or SidebarProvider; ignoring them',
      )
  }, [ignored])

  if (context) return <SidebarPanel ref={ref} state={context} {...props} />
  return (
    <SidebarProvider collapseBelow={collapseBelow} toggleLabel={toggleLabel}>
      <SidebarToggle sx={{ alignSelf: 'flex-start', m: 2 }} />
      <StandalonePanel ref={ref} {...props} />
    </SidebarProvider>
  )
})

const StandalonePanel = forwardRef<HTMLDivElement, Omit<SidebarPanelProps, 'state'>>(
  function StandalonePanel(props, ref) {
    const state = useSidebarContext()
    return state ? <SidebarPanel ref={ref} state={state} {...props} /> : null
  },
)
