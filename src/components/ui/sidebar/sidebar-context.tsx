import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useSidebarState, type SidebarBreakpoint, type SidebarState } from './use-sidebar-state'

export interface SidebarContextValue extends SidebarState {
  /** Accessible name of the drawer toggle, from the caller: the kit holds no copy. */
  toggleLabel?: string
}

const SidebarContext = createContext<SidebarContextValue | null>(null)

/** The nearest sidebar state: given by an AppShell or a SidebarProvider, null outside them. */
export function useSidebarContext(): SidebarContextValue | null {
  return useContext(SidebarContext)
}

/** Shows icons only in the compact sidebar; nav items read it. */
export const SidebarCompactContext = createContext(false)

export interface SidebarProviderProps {
  /** Below this theme breakpoint the sidebar becomes a drawer; `large` by default. */
  collapseBelow?: SidebarBreakpoint
  toggleLabel?: string
  children: ReactNode
}

/**
 * Shares one sidebar's layout and drawer state between the Sidebar and its toggle, wherever each
 * is rendered (AppShell puts the toggle in its navbar).
 */
export function SidebarProvider({ collapseBelow, toggleLabel, children }: SidebarProviderProps) {
  const state = useSidebarState({ collapseBelow })
  const value = useMemo(() => ({ ...state, toggleLabel }), [state, toggleLabel])
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>
}
