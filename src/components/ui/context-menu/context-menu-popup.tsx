import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
import { useLatest } from '../../../hooks/use-latest'
import type { CloseOptions, ContextMenuItem, ContextMenuOpening } from './use-context-menu'
import { useDismiss } from './use-dismiss'
import type { Point } from './use-long-press'
import { useMenuNavigation } from './use-menu-navigation'

export interface ContextMenuPopupProps {
  items: readonly ContextMenuItem[]
  label: string
  opening: ContextMenuOpening
  onClose: (options: CloseOptions) => void
}

const viewportMargin = 8
// A finger covers the point it pressed: the menu starts beside it, not under the lifting finger.
const touchOffset = 16

/** Keeps the whole menu on screen: shifted left at the right edge, flipped above at the bottom. */
function placeInViewport({ point, trigger }: ContextMenuOpening, menu: HTMLElement): Point {
  const offset = trigger === 'touch' ? touchOffset : 0
  const { offsetWidth: width, offsetHeight: height } = menu
  const maxX = window.innerWidth - width - viewportMargin
  const x = Math.max(viewportMargin, Math.min(point.x, maxX))
  const below = point.y + offset
  const fitsBelow = below + height + viewportMargin <= window.innerHeight
  const y = fitsBelow ? below : Math.max(viewportMargin, point.y - offset - height)
  return { x, y }
}

/**
 * The open menu. It renders right after its target, not in a portal: screen-reader browsing meets
 * it next to the target and it stays inside the page's landmarks. Fixed positioning takes it out
 * of ancestors' overflow (a transformed ancestor would still contain it).
 */
export function ContextMenuPopup({ items, label, opening, onClose }: ContextMenuPopupProps) {
  const menuRef = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState<Point>(opening.point)
  const navigation = useMenuNavigation({ items, onClose })
  // Latest callback in a ref: a parent re-render must not pull focus back to the first item.
  const focusFirstRef = useLatest(navigation.focusFirst)
  useDismiss(menuRef, opening.anchor, onClose)

  useLayoutEffect(() => {
    if (menuRef.current) setPosition(placeInViewport(opening, menuRef.current))
  }, [opening])

  useEffect(() => {
    focusFirstRef.current()
  }, [opening.serial, focusFirstRef])

  const pointerPosition = {
    '--context-menu-x': `${position.x}px`,
    '--context-menu-y': `${position.y}px`,
  } as CSSProperties

  return (
    // Focus lives on the items (WAI-ARIA menu); the container only watches focus leaving it.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={menuRef}
      role="menu"
      aria-label={label}
      aria-orientation="vertical"
      onBlur={(event) => {
        const next = event.relatedTarget
        if (next instanceof Node && !event.currentTarget.contains(next)) {
          onClose({ restoreFocus: false })
        }
      }}
      onContextMenu={(event) => event.preventDefault()}
      style={pointerPosition}
      sx={{
        position: 'fixed',
        left: 'var(--context-menu-x)',
        top: 'var(--context-menu-y)',
        zIndex: 1000,
        minWidth: '12rem',
        maxWidth: `calc(100vw - ${2 * viewportMargin}px)`,
        py: 1,
        bg: 'background',
        color: 'text',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'default',
        boxShadow: 'header',
        // Safari still wants the prefix; emotion writes none (src/app/emotion-cache.ts).
        WebkitUserSelect: 'none',
        userSelect: 'none',
        WebkitTouchCallout: 'none',
      }}
    >
      {items.map((item, index) => (
        <div
          key={item.id}
          ref={navigation.itemRef(index)}
          role="menuitem"
          tabIndex={-1}
          aria-disabled={item.disabled ? true : undefined}
          onClick={() => navigation.activate(index)}
          onKeyDown={(event) => navigation.onItemKeyDown(event, index)}
          onPointerMove={() => navigation.focusItem(index)}
          sx={{
            px: 3,
            py: 2,
            cursor: item.disabled ? 'default' : 'pointer',
            color: item.disabled ? 'mutedText' : 'text',
            '&:focus': { bg: 'highlight' },
          }}
        >
          {item.label}
        </div>
      ))}
    </div>
  )
}
