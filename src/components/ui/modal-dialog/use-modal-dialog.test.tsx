import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { useModalDialog } from './use-modal-dialog'

function Drawer() {
  const [open, setOpen] = useState(false)
  const ref = useModalDialog(open, () => setOpen(false))
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Menu
      </button>
      <dialog ref={ref} aria-label="Drawer">
        <p>Content</p>
      </dialog>
    </>
  )
}

it('closes its owner when the browser closes the dialog', async () => {
  const user = userEvent.setup()
  render(<Drawer />)
  await user.click(screen.getByRole('button', { name: 'Menu' }))
  const dialog = screen.getByRole('dialog', { name: 'Drawer' })
  act(() => (dialog as HTMLDialogElement).close())
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    ),
  )
})

it('keeps the dialog open when a close event arrives after it was opened again', async () => {
  const user = userEvent.setup()
  render(<Drawer />)
  await user.click(screen.getByRole('button', { name: 'Menu' }))
  const dialog = screen.getByRole('dialog', { name: 'Drawer' })
  // Closed and reopened by quick taps, the browser's queued close event comes last.
  act(() => void dialog.dispatchEvent(new Event('close')))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(dialog).toHaveAttribute('open')
  expect(screen.getByRole('button', { name: 'Menu', hidden: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
})
