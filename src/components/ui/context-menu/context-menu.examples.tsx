import { useState } from 'react'
import { ContextMenu } from './context-menu'
import type { ContextMenuItem } from './use-context-menu'

/** Every state of ContextMenu, for the develop-only kit catalogue (and its browser test). */
export function ContextMenuExamples() {
  const [lastChoice, setLastChoice] = useState('none yet')
  const items: ContextMenuItem[] = [
    { id: 'copy', label: 'Copy link to the question', onSelect: () => setLastChoice('Copy link') },
    {
      id: 'share',
      label: 'Share (disabled)',
      onSelect: () => setLastChoice('Share'),
      disabled: true,
    },
    { id: 'print', label: 'Print the answer', onSelect: () => setLastChoice('Print') },
  ]
  return (
    <div sx={{ display: 'grid', gap: 3 }}>
      <p sx={{ m: 0, color: 'mutedText' }}>
        Right-click, long-press (500 ms) or focus the link and press Shift+F10.
      </p>
      <ContextMenu label="Question actions" items={items}>
        <a href="#catalogue-context-menu-question" id="catalogue-context-menu-question">
          Catalogue context-menu target
        </a>
      </ContextMenu>
      <p role="status" sx={{ m: 0 }}>
        Last chosen action: {lastChoice}
      </p>
      <ContextMenu label="No actions" items={[]}>
        <span>Without items the browser’s own menu stays (a development warning is logged).</span>
      </ContextMenu>
    </div>
  )
}
