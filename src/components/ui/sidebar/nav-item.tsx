import { useContext, useEffect, type MouseEvent, type ReactNode } from 'react'
import type { ThemeUIStyleObject } from 'theme-ui'
import { warnInDevelopment } from '../dev-warning'
import { Tooltip } from '../tooltip'
import { SidebarCompactContext } from './sidebar-context'

export interface NavItemProps {
  /** Visible text, or in the compact sidebar the tooltip that names the icon. Translated by the caller. */
  label: string
  /** Decorative icon (hidden from assistive technology; the label names the item). */
  icon?: ReactNode
  /** Renders a link; without it the item is a button. */
  href?: string
  onClick?: (event: MouseEvent<HTMLElement>) => void
  /** The page the item leads to is the current one: `aria-current="page"`. */
  active?: boolean
  className?: string
}

const itemStyles: ThemeUIStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  width: '100%',
  minHeight: '2.5rem',
  px: 2,
  py: 1,
  border: 'none',
  borderRadius: 'default',
  bg: 'transparent',
  color: 'text',
  font: 'inherit',
  fontWeight: 'medium',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { bg: 'highlight' },
  '&[aria-current="page"]': {
    bg: 'highlight',
    fontWeight: 'bold',
    boxShadow: (theme) => `inset 3px 0 0 ${theme.colors?.secondary}`,
  },
}

const compactStyles: ThemeUIStyleObject = {
  ...itemStyles,
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  px: 0,
  mx: 'auto',
}

/**
 * One entry of a sidebar. In the compact sidebar it shows its icon only and the label becomes a
 * tooltip that also names it for assistive technology.
 */
export function NavItem({ label, icon, href, onClick, active = false, className }: NavItemProps) {
  const compact = useContext(SidebarCompactContext)
  useEffect(() => {
    if (href === undefined && onClick === undefined)
      warnInDevelopment('NavItem', `"${label}" has neither href nor onClick; it does nothing`)
    if (compact && icon === undefined)
      warnInDevelopment(
        'NavItem',
        `"${label}" has no icon for the compact sidebar; showing its initial`,
      )
  }, [compact, href, icon, label, onClick])

  const iconPart =
    icon ??
    (compact ? <span sx={{ fontWeight: 'bold' }}>{label.slice(0, 1).toUpperCase()}</span> : null)
  const content = (
    <>
      {iconPart ? (
        <span aria-hidden="true" sx={{ display: 'inline-flex', flexShrink: 0 }}>
          {iconPart}
        </span>
      ) : null}
      {compact ? null : <span>{label}</span>}
    </>
  )
  const shared = {
    className,
    onClick,
    'aria-current': active ? ('page' as const) : undefined,
    sx: compact ? compactStyles : itemStyles,
  }
  const item =
    href !== undefined ? (
      <a href={href} {...shared}>
        {content}
      </a>
    ) : (
      <button type="button" {...shared}>
        {content}
      </button>
    )
  if (!compact) return item
  return (
    <Tooltip label={label} kind="label" placement="right">
      {item}
    </Tooltip>
  )
}
