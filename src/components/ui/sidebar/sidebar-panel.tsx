import { forwardRef, useId, type CSSProperties } from 'react'
import { SidebarCompactContext, type SidebarContextValue } from './sidebar-context'
import { SidebarDrawer } from './sidebar-drawer'
import { SidebarResizeHandle } from './sidebar-resize-handle'
import type { SidebarProps } from './sidebar'
import { compactSidebarWidth } from './sidebar-width'
import { useResizableWidth } from './use-resizable-width'

export type SidebarPanelProps = Omit<SidebarProps, 'collapseBelow' | 'toggleLabel'> & {
  state: SidebarContextValue
}

/** The sidebar itself, inline (resizable or compact) or, when collapsed, in its drawer. */
export const SidebarPanel = forwardRef<HTMLDivElement, SidebarPanelProps>(function SidebarPanel(
  {
    state,
    label,
    children,
    compact = false,
    resizable = true,
    resizeLabel,
    closeLabel,
    defaultWidth,
    minWidth,
    maxWidth,
    step,
    storageKey,
    style,
    ...rest
  },
  ref,
) {
  const navId = useId()
  const { width, handleProps } = useResizableWidth({
    defaultWidth,
    minWidth,
    maxWidth,
    step,
    storageKey,
  })
  // The one dynamic length: the width the user chose, as a custom property the styles read.
  const widthProperty = { '--kit-sidebar-width': `${width}px` } as CSSProperties

  if (state.layout === 'drawer')
    return (
      <SidebarDrawer
        id={state.drawerId}
        label={label}
        open={state.drawerOpen}
        onClose={state.closeDrawer}
        closeLabel={closeLabel}
        style={widthProperty}
      >
        {children}
      </SidebarDrawer>
    )

  return (
    <div
      ref={ref}
      data-compact={compact || undefined}
      style={{ ...widthProperty, ...style }}
      {...rest}
      sx={{
        position: 'relative',
        flexShrink: 0,
        width: compact ? compactSidebarWidth : 'var(--kit-sidebar-width)',
        height: '100%',
        borderInlineEndWidth: '1px',
        borderInlineEndStyle: 'solid',
        borderInlineEndColor: 'border',
        bg: 'background',
        // Before hydration the viewport is unknown: CSS alone hides the sidebar below the breakpoint.
        ...(state.layout === 'unknown' && {
          display: 'none',
          [`@media ${state.inlineQuery}`]: { display: 'block' },
        }),
      }}
    >
      <SidebarCompactContext.Provider value={compact}>
        <nav
          id={navId}
          aria-label={label}
          sx={{
            position: 'sticky',
            // A page with a sticky bar above the sidebar sets --kit-sidebar-top to the bar's height.
            top: 'var(--kit-sidebar-top, 0px)',
            maxHeight: 'calc(100vh - var(--kit-sidebar-top, 0px))',
            overflowY: 'auto',
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            p: compact ? 1 : 2,
          }}
        >
          {children}
        </nav>
      </SidebarCompactContext.Provider>
      {resizable && !compact ? (
        <SidebarResizeHandle
          {...handleProps}
          aria-label={resizeLabel ?? label}
          aria-controls={navId}
        />
      ) : null}
    </div>
  )
})
