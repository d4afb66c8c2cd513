import { forwardRef, useEffect, type ComponentPropsWithoutRef } from 'react'
import { warnInDevelopment } from '../dev-warning'
import { useSidebarContext } from './sidebar-context'

export interface SidebarToggleProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'onClick' | 'type'
> {
  /** Accessible name; defaults to the provider's `toggleLabel`. */
  label?: string
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <path
        d="M3 6h16M3 11h16M3 16h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * Opens the collapsed sidebar's drawer. Rendered only while the sidebar is collapsed; before
 * hydration CSS hides it at and above the breakpoint.
 */
export const SidebarToggle = forwardRef<HTMLButtonElement, SidebarToggleProps>(
  function SidebarToggle({ label, ...rest }, ref) {
    const sidebar = useSidebarContext()
    const name = label ?? sidebar?.toggleLabel
    const shown = sidebar !== null && sidebar.layout !== 'inline'
    useEffect(() => {
      if (!sidebar)
        warnInDevelopment('SidebarToggle', 'rendered outside an AppShell or SidebarProvider')
      else if (shown && !name)
        warnInDevelopment(
          'SidebarToggle',
          'no label: pass `label` (or `sidebarToggleLabel` to AppShell)',
        )
    }, [sidebar, shown, name])
    if (!sidebar || !shown) return null

    return (
      <button
        ref={ref}
        type="button"
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={sidebar.drawerOpen}
        aria-controls={sidebar.layout === 'drawer' ? sidebar.drawerId : undefined}
        onClick={sidebar.openDrawer}
        {...rest}
        sx={{
          variant: 'buttons.ghost',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
          ...(sidebar.layout === 'unknown' && {
            [`@media ${sidebar.inlineQuery}`]: { display: 'none' },
          }),
        }}
      >
        <MenuIcon />
      </button>
    )
  },
)
