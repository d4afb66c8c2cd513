import { useEffect, type HTMLAttributes, type ReactNode } from 'react'
import { warnInDevelopment } from '../dev-warning'
import { ContextMenuPopup } from './context-menu-popup'
import { useContextMenu, type ContextMenuItem } from './use-context-menu'

export interface ContextMenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The menu's actions. An empty list never opens and leaves the browser's own menu. */
  items: readonly ContextMenuItem[]
  /** Accessible name of the menu. Callers pass translated text: the kit holds no copy. */
  label: string
  /**
   * The target. Keyboard users open the menu from a focusable element inside it (a link, a
   * button, a summary) with Shift+F10 or the ContextMenu key.
   */
  children: ReactNode
  /** Touch long-press threshold; 500 ms by default (docs/product.md#interface-kit). */
  longPressMs?: number
}

/**
 * Actions on a target through its context menu: right-click, touch long-press or Shift+F10 /
 * ContextMenu key. The menu follows the WAI-ARIA menu pattern and closes on Escape, Tab, a choice,
 * an outside press or a scroll.
 */
export function ContextMenu({
  items,
  label,
  children,
  longPressMs,
  onContextMenu,
  onKeyDown,
  ...rest
}: ContextMenuProps) {
  const menu = useContextMenu({ items, longPressMs })
  const { targetProps } = menu

  useEffect(() => {
    if (!label.trim()) warnInDevelopment('ContextMenu', 'an empty `label` leaves the menu unnamed.')
  }, [label])

  return (
    <>
      {/* Events reach this wrapper from the focusable target inside it; it is not a control itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        {...rest}
        {...targetProps}
        onContextMenu={(event) => {
          onContextMenu?.(event)
          if (!event.defaultPrevented) targetProps.onContextMenu(event)
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (!event.defaultPrevented) targetProps.onKeyDown(event)
        }}
        sx={{
          // The long press is ours: no iOS callout, and no text selection on touch screens.
          WebkitTouchCallout: 'none',
          '@media (hover: none) and (pointer: coarse)': {
            userSelect: 'none',
            WebkitUserSelect: 'none',
          },
        }}
      >
        {children}
      </div>
      {menu.opening ? (
        <ContextMenuPopup items={items} label={label} opening={menu.opening} onClose={menu.close} />
      ) : null}
    </>
  )
}
