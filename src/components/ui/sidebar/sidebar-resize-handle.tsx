import type { ResizeHandleProps } from './use-resizable-width'

export interface SidebarResizeHandleProps extends ResizeHandleProps {
  'aria-label': string
  'aria-controls': string
}

/**
 * The WAI-ARIA window-splitter handle on the sidebar's inline end: a focusable vertical separator
 * whose value is the width in pixels. The hit area is wider than the line it draws.
 */
export function SidebarResizeHandle(props: SidebarResizeHandleProps) {
  return (
    <div
      {...props}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        insetInlineEnd: '-6px',
        width: '12px',
        cursor: 'col-resize',
        touchAction: 'none',
        zIndex: 1,
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          insetInlineStart: '5px',
          width: '2px',
          bg: 'transparent',
          transition: 'background-color 0.2s',
        },
        '&:hover::after, &:focus-visible::after': { bg: 'secondary' },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { transition: 'none' } },
      }}
    />
  )
}
