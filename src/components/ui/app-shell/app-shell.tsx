import { forwardRef, useEffect, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { Box } from 'theme-ui'
import { warnInDevelopment } from '../dev-warning'
import { SidebarProvider, type SidebarBreakpoint } from '../sidebar'

export interface AppShellProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Top bar, usually a Navbar; it shows the collapsed sidebar's toggle. */
  navbar?: ReactNode
  /** Usually a Sidebar; it follows this shell's `collapseBelow`. */
  sidebar?: ReactNode
  /** The main area. */
  children?: ReactNode
  /** Secondary column beside the main area (below it on narrow screens). Bring your own `<aside>`. */
  aside?: ReactNode
  /** Bottom row. Bring your own `<footer>` if it is the page's content info. */
  footer?: ReactNode
  /**
   * Element of the main area: `div` by default, because the site's Layout already has the page's
   * one `<main>` landmark; `main` when the shell is the page frame.
   */
  mainAs?: 'main' | 'div'
  /** Props for the main area, e.g. the skip link's target `id`. */
  mainProps?: Omit<ComponentPropsWithoutRef<'div'>, 'children'>
  /** Theme breakpoint below which the sidebar becomes a drawer; `large` by default. */
  collapseBelow?: SidebarBreakpoint
  /** Accessible name of the drawer toggle in the navbar, translated by the caller. */
  sidebarToggleLabel?: string
}

/**
 * The application frame: a CSS grid with navbar, sidebar, main, aside and footer areas. The aside
 * moves beside the main area at the large breakpoint; the sidebar column empties when it collapses
 * into its drawer.
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    navbar,
    sidebar,
    children,
    aside,
    footer,
    mainAs = 'div',
    mainProps,
    collapseBelow,
    sidebarToggleLabel,
    ...rest
  },
  ref,
) {
  const needsToggleLabel = Boolean(sidebar) && !sidebarToggleLabel
  useEffect(() => {
    if (needsToggleLabel)
      warnInDevelopment(
        'AppShell',
        'a sidebar needs `sidebarToggleLabel` to name its drawer toggle',
      )
  }, [needsToggleLabel])

  return (
    <SidebarProvider
      collapseBelow={collapseBelow}
      toggleLabel={sidebar ? sidebarToggleLabel : undefined}
    >
      <div
        ref={ref}
        {...rest}
        sx={{
          display: 'grid',
          gridTemplateColumns: ['auto minmax(0, 1fr)', null, 'auto minmax(0, 1fr) auto'],
          gridTemplateRows: ['auto 1fr auto auto', null, 'auto 1fr auto'],
          gridTemplateAreas: [
            '"navbar navbar" "sidebar main" "sidebar aside" "footer footer"',
            null,
            '"navbar navbar navbar" "sidebar main aside" "footer footer footer"',
          ],
          bg: 'background',
          color: 'text',
          // The navbar is a grid item itself (its slot wrapper has no box), so a sticky navbar sticks
          // for the whole height of the shell rather than its own.
          '& > [data-app-shell-slot="navbar"] > *': { gridArea: 'navbar', minWidth: 0 },
        }}
      >
        {navbar ? (
          <div data-app-shell-slot="navbar" sx={{ display: 'contents' }}>
            {navbar}
          </div>
        ) : null}
        {sidebar ? <div sx={{ gridArea: 'sidebar' }}>{sidebar}</div> : null}
        <Box as={mainAs} {...mainProps} sx={{ gridArea: 'main', minWidth: 0 }}>
          {children}
        </Box>
        {aside ? <div sx={{ gridArea: 'aside', minWidth: 0 }}>{aside}</div> : null}
        {footer ? <div sx={{ gridArea: 'footer', minWidth: 0 }}>{footer}</div> : null}
      </div>
    </SidebarProvider>
  )
})
