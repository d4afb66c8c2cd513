import type { ThemeUIStyleObject } from 'theme-ui'
import { afterNextPaint } from '../../../lib/after-next-paint'

/** On an open dialog that the next paint shows gone and that closes right after that paint. */
export const closingAttribute = 'data-closing'

/**
 * For the dialog's `sx`: while it closes, it and its backdrop are transparent. A change of
 * opacity restyles the dialog alone; its pointer events stay as they were, so the element under
 * the pointer does not change before the paint either (which would dispatch hover events there).
 */
export const closingStyles: ThemeUIStyleObject = {
  [`&[${closingAttribute}], &[${closingAttribute}]::backdrop`]: { opacity: 0 },
}

/**
 * Closes a modal dialog in two steps: the next paint shows it gone, and `close()` runs after that
 * paint. `close()` itself makes the page behind leave inertness and returns focus to the opener,
 * whose focus move restyles at once everything the inertness touched, where the opacity restyles
 * the dialog alone: done after the paint, the tap that closed it does not wait for it
 * (docs/performance.md#interactions). Between the two, for about a frame, the dialog is
 * still open, modal and focused, only unseen. Does nothing to a dialog that is closed or closing.
 */
export function dismissModalDialog(dialog: HTMLDialogElement): void {
  if (!dialog.open || dialog.hasAttribute(closingAttribute)) return
  dialog.setAttribute(closingAttribute, '')
  afterNextPaint(() => {
    if (!dialog.hasAttribute(closingAttribute)) return // shown again in between: it stays open
    dialog.close()
    dialog.removeAttribute(closingAttribute)
  })
}

/** Opens a dialog as a modal, or keeps one that is closing open. */
export function showModalDialog(dialog: HTMLDialogElement): void {
  dialog.removeAttribute(closingAttribute)
  if (!dialog.open) dialog.showModal()
}

/** Whether the dialog is open and not on its way out. */
export const isShownModalDialog = (dialog: HTMLDialogElement): boolean =>
  dialog.open && !dialog.hasAttribute(closingAttribute)
