import { forwardRef, type LiHTMLAttributes, type ReactNode } from 'react'

export interface ListItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> {
  /**
   * Shown before the text. The kit does not hide it from assistive technology: pass
   * `aria-hidden` on a decorative icon, or give a meaningful one a label.
   */
  icon?: ReactNode
  /** The main line; may be a link (`tel:`, `mailto:`) or an `<address>`. */
  primary: ReactNode
  secondary?: ReactNode
  /** A slot at the end, e.g. a copy button. */
  action?: ReactNode
}

/** One row: icon, primary and secondary text, optional action. */
export const ListItem = forwardRef<HTMLLIElement, ListItemProps>(function ListItem(
  { icon, primary, secondary, action, ...rest },
  ref,
) {
  return (
    <li ref={ref} {...rest} sx={{ display: 'flex', alignItems: 'flex-start', gap: 3 }}>
      {icon ? (
        <span sx={{ display: 'inline-flex', flexShrink: 0, mt: '0.15em', color: 'mutedText' }}>
          {icon}
        </span>
      ) : null}
      <div sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <div sx={{ fontWeight: 'medium', '& address': { fontStyle: 'normal' } }}>{primary}</div>
        {secondary ? (
          <div sx={{ fontSize: 1, color: 'mutedText', '& address': { fontStyle: 'normal' } }}>
            {secondary}
          </div>
        ) : null}
      </div>
      {action ? <div sx={{ flexShrink: 0, alignSelf: 'center' }}>{action}</div> : null}
    </li>
  )
})
