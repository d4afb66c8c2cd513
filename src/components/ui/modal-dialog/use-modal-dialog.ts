import { startTransition, useEffect, useRef, type RefObject } from 'react'
import { closingAttribute, dismissModalDialog, showModalDialog } from './dismiss'

/**
 * Drives a native `<dialog>` as a modal: `showModal()` makes the rest of the page inert and traps
 * focus, and the browser returns focus to the opener on close. Escape, a click on the backdrop and
 * any other close all report through `onClose`, so `open` stays the single source of truth. Every
 * close is a dismissal (dismiss.ts): gone in the next paint, closed right after it; the dialog's
 * `sx` takes the kit's `closingStyles` for that.
 */
export function useModalDialog(open: boolean, onClose: () => void): RefObject<HTMLDialogElement> {
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open) showModalDialog(dialog)
    else dismissModalDialog(dialog)
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Escape: the browser would close the dialog inside the key's event; dismissed instead.
    const onCancel = (event: Event) => {
      event.preventDefault()
      dismissModalDialog(dialog)
    }
    // The browser fires 'close' in the frame's render steps, before that frame's paint: the
    // owner's state follows in a transition, after the paint, not before it. A close event that
    // arrives once the dialog is open again (closed and reopened by quick taps, the event queued in
    // between) is stale: the dialog is open, and so stays its owner.
    const onNativeClose = () => {
      if (!dialog.open) startTransition(() => onCloseRef.current())
    }
    // The dialog's content fills it edge to edge: a click whose target is the dialog itself landed
    // on the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dismissModalDialog(dialog)
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onNativeClose)
    dialog.addEventListener('click', onClick)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onNativeClose)
      dialog.removeEventListener('click', onClick)
    }
  }, [])

  // Closing on unmount (the viewport grew while the drawer was open) releases the page's inertness
  // at once: the dialog is leaving the page, there is no paint of it to wait for.
  useEffect(() => {
    const dialog = ref.current
    return () => {
      if (dialog?.open) dialog.close()
      dialog?.removeAttribute(closingAttribute)
    }
  }, [])

  return ref
}
