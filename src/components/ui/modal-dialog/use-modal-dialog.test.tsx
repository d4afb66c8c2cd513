import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterNextPaintFallbackMs } from '../../../lib/after-next-paint'
import { closingAttribute, closingStyles, dismissModalDialog, showModalDialog } from './dismiss'
import { useModalDialog } from './use-modal-dialog'

function Drawer() {
  const [open, setOpen] = useState(false)
  const ref = useModalDialog(open, () => setOpen(false))
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Menu
      </button>
      <dialog ref={ref} aria-label="Drawer" sx={closingStyles}>
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

describe('a dismissal', () => {
  it('takes the dialog out of sight at once and closes it after the next paint', async () => {
    const user = userEvent.setup()
    render(<Drawer />)
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Drawer' }) as HTMLDialogElement
    act(() => dismissModalDialog(dialog))
    expect(dialog).not.toBeVisible() // the paint shows it gone…
    expect(dialog.open).toBe(true) // …while the page's inertness is released after that paint
    await waitFor(() => expect(dialog.open).toBe(false))
    expect(dialog).not.toHaveAttribute(closingAttribute)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    ) // the owner's state follows in a transition
  })

  it('is called off when the dialog is shown again before that paint', async () => {
    const user = userEvent.setup()
    render(<Drawer />)
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Drawer' }) as HTMLDialogElement
    act(() => {
      dismissModalDialog(dialog)
      showModalDialog(dialog)
    })
    await new Promise((resolve) => setTimeout(resolve, afterNextPaintFallbackMs + 50))
    expect(dialog.open).toBe(true)
    expect(dialog).toBeVisible()
    expect(screen.getByRole('button', { name: 'Menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('is how Escape and a click on the backdrop close it', async () => {
    const user = userEvent.setup()
    render(<Drawer />)
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Drawer' }) as HTMLDialogElement
    await user.keyboard('{Escape}')
    expect(dialog).not.toBeVisible()
    await waitFor(() => expect(dialog.open).toBe(false))
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(dialog) // the dialog itself, around its content: the backdrop
    expect(dialog).not.toBeVisible()
    await waitFor(() => expect(dialog.open).toBe(false))
  })
})
