import { useCallback, useEffect, useId, useState } from 'react'
import { useThemeUI } from 'theme-ui'
import { breakpoints as siteBreakpoints } from '../../../lib/theme'
import { useMediaQuery } from '../../../hooks/use-media-query'
import { useClientValue } from '../../../hooks/use-client-value'
import { warnInDevelopment } from '../dev-warning'

/** Theme breakpoints by name: small, medium, large are `theme.breakpoints[0..2]`. */
export type SidebarBreakpoint = 'small' | 'medium' | 'large'
export const sidebarBreakpoints: readonly SidebarBreakpoint[] = ['small', 'medium', 'large']
/** The sidebar collapses below the large breakpoint unless configured otherwise. */
export const defaultCollapseBelow: SidebarBreakpoint = 'large'

/**
 * `unknown` during static rendering and the first client render, where CSS alone shows either the
 * sidebar or its toggle; `inline` at or above the breakpoint; `drawer` below it.
 */
export type SidebarLayout = 'unknown' | 'inline' | 'drawer'

export interface SidebarState {
  layout: SidebarLayout
  /** The `(min-width: …)` query at which the sidebar shows inline. */
  inlineQuery: string
  drawerOpen: boolean
  openDrawer: () => void
  closeDrawer: () => void
  /** Id of the drawer `<dialog>`, for the toggle's aria-controls. */
  drawerId: string
}

export function resolveCollapseBelow(value: unknown): {
  breakpoint: SidebarBreakpoint
  problem?: string
} {
  if (value === undefined) return { breakpoint: defaultCollapseBelow }
  if (sidebarBreakpoints.includes(value as SidebarBreakpoint))
    return { breakpoint: value as SidebarBreakpoint }
  return {
    breakpoint: defaultCollapseBelow,
    problem: `unknown collapseBelow "${String(value)}"; using "${defaultCollapseBelow}"`,
  }
}

const runsScripts = () => true

/**
 * Where the sidebar goes (inline or in a drawer) for the current viewport, and whether the drawer
 * is open. The drawer closes by itself when the viewport grows past the breakpoint.
 */
export function useSidebarState({
  collapseBelow,
}: { collapseBelow?: SidebarBreakpoint } = {}): SidebarState {
  const { breakpoint, problem } = resolveCollapseBelow(collapseBelow)
  useEffect(() => {
    if (problem) warnInDevelopment('Sidebar', problem)
  }, [problem])

  const { theme } = useThemeUI()
  const index = sidebarBreakpoints.indexOf(breakpoint)
  const width = theme.breakpoints?.[index] ?? siteBreakpoints[index]
  const inlineQuery = `(min-width: ${typeof width === 'number' ? `${width}px` : width})`
  const wide = useMediaQuery(inlineQuery)
  const hydrated = useClientValue(runsScripts, false)
  const layout: SidebarLayout = !hydrated ? 'unknown' : wide ? 'inline' : 'drawer'

  const [drawerOpen, setDrawerOpen] = useState(false)
  // Closed when the layout changes away from the drawer, in the same render (no effect round).
  const [drawnLayout, setDrawnLayout] = useState(layout)
  if (drawnLayout !== layout) {
    setDrawnLayout(layout)
    if (layout !== 'drawer') setDrawerOpen(false)
  }

  const openDrawer = useCallback(() => setDrawerOpen(true), [])
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  const drawerId = useId()
  return {
    layout,
    inlineQuery,
    drawerOpen: drawerOpen && layout === 'drawer',
    openDrawer,
    closeDrawer,
    drawerId,
  }
}
