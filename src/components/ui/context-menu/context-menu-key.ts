import type { KeyboardEvent } from 'react'

/**
 * Shift+F10 or the ContextMenu key: how a keyboard opens a context menu. A module of its own so
 * that code which only waits for that key (to load a menu on first use) does not carry the menu.
 */
export function isContextMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')
}
