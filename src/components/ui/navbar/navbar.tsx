import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { Box } from 'theme-ui'
import { warnInDevelopment } from '../dev-warning'
import { SidebarToggle, useSidebarContext } from '../sidebar'
import { useHideOnScroll } from './use-hide-on-scroll'

/** The navbar is 3.5rem tall by default (docs/product.md#interface-kit). */
export const navbarHeight = '3.5rem'

export interface NavbarProps extends Omit<ComponentPropsWithoutRef<'header'>, 'children'> {
  /** `header` by default; `div` where the page already has its banner landmark. */
  as?: 'header' | 'div' | 'nav'
  /** A CSS length, or pixels as a number; 3.5rem by default. */
  height?: string | number
  /** Leading slot (after the sidebar toggle an AppShell adds). */
  start?: ReactNode
  /** Centred slot; `children` fill it when it is not given. */
  center?: ReactNode
  /** Trailing slot. */
  end?: ReactNode
  children?: ReactNode
  /** Slides out of view while the page scrolls down and back on the way up; sticky to the top. */
  hideOnScroll?: boolean
}

function resolveHeight(height: string | number | undefined): {
  value: string | number
  problem?: string
} {
  if (height === undefined) return { value: navbarHeight }
  if (typeof height === 'number' && Number.isFinite(height) && height > 0) return { value: height }
  if (typeof height === 'string' && height.trim() !== '') return { value: height }
  return {
    value: navbarHeight,
    problem: `height ${String(height)} is not a length; using ${navbarHeight}`,
  }
}

/**
 * The application's top bar with start, centre and end slots. Inside an AppShell whose sidebar is
 * collapsed it leads with the sidebar's drawer toggle.
 */
export const Navbar = forwardRef<HTMLElement, NavbarProps>(function Navbar(
  { as = 'header', height, start, center, end, children, hideOnScroll = false, ...rest },
  forwardedRef,
) {
  const ref = useRef<HTMLElement | null>(null)
  const hidden = useHideOnScroll(ref, hideOnScroll)
  const sidebar = useSidebarContext()
  const barHeight = resolveHeight(height)
  useEffect(() => {
    if (barHeight.problem) warnInDevelopment('Navbar', barHeight.problem)
  }, [barHeight.problem])

  const setRef = (node: HTMLElement | null) => {
    ref.current = node
    if (typeof forwardedRef === 'function') forwardedRef(node)
    else if (forwardedRef) forwardedRef.current = node
  }
  const middle = center ?? children

  return (
    <Box
      as={as}
      ref={setRef}
      {...rest}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 3,
        height: barHeight.value,
        px: 3,
        bg: 'background',
        color: 'text',
        borderBottom: '1px solid',
        borderColor: 'border',
        ...(hideOnScroll && { position: 'sticky', top: 0, zIndex: 10 }),
        transform: hidden ? 'translateY(-100%)' : 'none',
        transition: 'transform 0.2s ease-out',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <div sx={{ flex: '1 1 0', display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        {sidebar?.toggleLabel ? <SidebarToggle /> : null}
        {start}
      </div>
      {middle ? (
        <div sx={{ flex: '0 1 auto', display: 'flex', alignItems: 'center', minWidth: 0 }}>
          {middle}
        </div>
      ) : null}
      <div
        sx={{
          flex: '1 1 0',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 2,
          minWidth: 0,
        }}
      >
        {end}
      </div>
    </Box>
  )
})
