import { startTransition, useEffect, useRef, type RefObject } from 'react'

/**
 * Drives a native `<dialog>` as a modal: `showModal()` makes the rest of the page inert and traps
 * focus, and the browser returns focus to the opener on close. Escape, a click on the backdrop and
 * any other close all report through `onClose`, so `open` stays the single source of truth.
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
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    // The browser has closed it already and fires 'close' in the frame's render steps, before
    // the paint: the owner's state follows in a transition, after that paint, not before it.
    // A close event that arrives once the dialog is open again (closed and reopened by quick taps,
    // the event queued in between) is stale: the dialog is open, and so stays its owner.
    const onNativeClose = () => {
      if (!dialog.open) startTransition(() => onCloseRef.current())
    }
    // The dialog's content fills it edge to edge: a click whose target is the dialog itself landed
    // on the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current()
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

  // Closing on unmount (the viewport grew while the drawer was open) releases the page's inertness.
  useEffect(() => {
    const dialog = ref.current
    return () => {
      if (dialog?.open) dialog.close()
    }
  }, [])

  return ref
}
