import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
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

/** Two targets inside one listening element, with a heading that is no target, as the FAQ's. */
function DelegatedList() {
  const menu = useContextMenu({ items, targetFor: (origin) => origin.closest('[data-target]') })
  return (
    <main>
      <section {...menu.targetProps}>
        <h2>Costs</h2>
        <div id="fees" data-target="">
          <button type="button">Fees</button>
        </div>
        <div id="risks" data-target="">
          <button type="button">Risks</button>
        </div>
      </section>
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
  screen.getByRole('heading', { name: 'Costs' }).dispatchEvent(outside)
  expect(outside.defaultPrevented).toBe(false)
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
})

/** A touch pointer event (jsdom cannot construct PointerEvent). */
function touchDown(target: Element, pointerId: number) {
  const event = new MouseEvent('pointerdown', { bubbles: true, cancelable: true })
  Object.defineProperties(event, {
    pointerId: { value: pointerId },
    pointerType: { value: 'touch' },
  })
  fireEvent(target, event)
}

it('opens on a long press of a target, and never for a press outside every target', async () => {
  jest.useFakeTimers()
  try {
    render(<DelegatedList />)
    const heading = screen.getByRole('heading', { name: 'Costs' })
    touchDown(heading, 1)
    act(() => jest.advanceTimersByTime(600))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    fireEvent.pointerUp(heading, { pointerId: 1 })

    touchDown(screen.getByRole('button', { name: 'Risks' }), 2)
    act(() => jest.advanceTimersByTime(500))
    await act(async () => {
      await jest.runAllTimersAsync()
    })
    expect(screen.getByRole('menu', { name: 'Question actions' })).toBeInTheDocument()
    expect(screen.getByTestId('for')).toHaveTextContent('risks')
  } finally {
    jest.useRealTimers()
  }
})
