import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LazyContextMenuPopup } from './lazy-context-menu-popup'
import { useContextMenu, type ContextMenuItem } from './use-context-menu'

// The first load of the popup's code fails (offline), the next succeeds.
let mockLoads = 0
jest.mock('./context-menu-popup', () => {
  mockLoads += 1
  if (mockLoads === 1) throw new Error('Loading chunk context-menu-popup failed.')
  return jest.requireActual('./context-menu-popup') as unknown
})

const onCopy = jest.fn()
const onLoadError = jest.fn()
const items: ContextMenuItem[] = [{ id: 'copy', label: 'Copy link', onSelect: onCopy }]

/** Two targets in a list with one menu for both, as the FAQ's questions. */
function DelegatedList() {
  const menu = useContextMenu({ items, targetFor: (origin) => origin.closest('li') })
  return (
    <main>
      <ul {...menu.targetProps}>
        <li id="fees">
          <button type="button">Fees</button>
        </li>
        <li id="risks">
          <button type="button">Risks</button>
        </li>
      </ul>
      <p data-testid="for">{menu.opening?.target?.id ?? ''}</p>
      {menu.opening ? (
        <LazyContextMenuPopup
          items={items}
          label="Question actions"
          opening={menu.opening}
          onClose={menu.close}
          onLoadError={() => {
            onLoadError()
            menu.close({ restoreFocus: true })
          }}
        />
      ) : null}
    </main>
  )
}

it('reports a popup that cannot load, and loads it on the next opening', async () => {
  const user = userEvent.setup()
  render(<DelegatedList />)
  screen.getByRole('button', { name: 'Risks' }).focus()
  await user.keyboard('{Shift>}{F10}{/Shift}')
  await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1))
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Risks' })).toHaveFocus()

  await user.keyboard('{Shift>}{F10}{/Shift}')
  expect(await screen.findByRole('menu', { name: 'Question actions' })).toBeInTheDocument()
  expect(screen.getByTestId('for')).toHaveTextContent('risks')
  await user.keyboard('{Enter}')
  expect(onCopy).toHaveBeenCalledTimes(1)
  expect(onLoadError).toHaveBeenCalledTimes(1)
})

it('opens for the target under the pointer, and leaves other right-clicks to the browser', async () => {
  const user = userEvent.setup()
  render(<DelegatedList />)
  await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('button', { name: 'Fees' }) })
  expect(await screen.findByRole('menu')).toBeInTheDocument()
  expect(screen.getByTestId('for')).toHaveTextContent('fees')
  await user.keyboard('{Escape}')

  const outside = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
  screen.getByTestId('for').dispatchEvent(outside)
  expect(outside.defaultPrevented).toBe(false)
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
})
