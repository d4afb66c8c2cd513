import { useCallback, useRef, type KeyboardEvent } from 'react'
import type { CloseOptions, ContextMenuItem } from './use-context-menu'

export interface UseMenuNavigationOptions {
  items: readonly ContextMenuItem[]
  onClose: (options: CloseOptions) => void
}

export interface UseMenuNavigationResult {
  /** Ref callback for the item at `index`. */
  itemRef: (index: number) => (node: HTMLElement | null) => void
  focusItem: (index: number) => void
  /** Focus on opening: the first enabled item (disabled items stay reachable, as WAI-ARIA advises). */
  focusFirst: () => void
  onItemKeyDown: (event: KeyboardEvent, index: number) => void
  activate: (index: number) => void
}

/**
 * WAI-ARIA menu keyboard model with focus on the items themselves: arrows wrap, Home/End, a
 * character jumps to the next item starting with it, Enter/Space activate, Escape and Tab close.
 */
export function useMenuNavigation({
  items,
  onClose,
}: UseMenuNavigationOptions): UseMenuNavigationResult {
  const nodesRef = useRef<(HTMLElement | null)[]>([])

  const itemRef = useCallback(
    (index: number) => (node: HTMLElement | null) => {
      nodesRef.current[index] = node
    },
    [],
  )

  const focusItem = useCallback((index: number) => {
    nodesRef.current[index]?.focus({ preventScroll: true })
  }, [])

  const focusFirst = useCallback(() => {
    const firstEnabled = items.findIndex((item) => !item.disabled)
    focusItem(Math.max(firstEnabled, 0))
  }, [items, focusItem])

  const activate = useCallback(
    (index: number) => {
      const item = items[index]
      if (!item || item.disabled) return
      // Focus returns first, so an action that opens something (a toast) starts from the target.
      onClose({ restoreFocus: true })
      item.onSelect()
    },
    [items, onClose],
  )

  const onItemKeyDown = (event: KeyboardEvent, index: number) => {
    const count = items.length
    switch (event.key) {
      case 'ArrowDown':
        focusItem((index + 1) % count)
        break
      case 'ArrowUp':
        focusItem((index - 1 + count) % count)
        break
      case 'Home':
      case 'PageUp':
        focusItem(0)
        break
      case 'End':
      case 'PageDown':
        focusItem(count - 1)
        break
      case 'Enter':
      case ' ':
        activate(index)
        break
      case 'Escape':
      case 'Tab':
        onClose({ restoreFocus: true })
        break
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
        const match = nextStartingWith(items, index, event.key)
        if (match === -1) return
        focusItem(match)
      }
    }
    event.preventDefault()
    // The menu handles these keys; an enclosing dialog must not also react to Escape.
    event.stopPropagation()
  }

  return { itemRef, focusItem, focusFirst, onItemKeyDown, activate }
}

function nextStartingWith(items: readonly ContextMenuItem[], from: number, key: string): number {
  const wanted = key.toLocaleLowerCase()
  for (let step = 1; step <= items.length; step += 1) {
    const index = (from + step) % items.length
    if (items[index]?.label.trim().toLocaleLowerCase().startsWith(wanted)) return index
  }
  return -1
}
