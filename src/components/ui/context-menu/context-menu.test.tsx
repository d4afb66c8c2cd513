import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { ContextMenu } from './context-menu'
import type { ContextMenuItem } from './use-context-menu'

const onCopy = jest.fn()
const onShare = jest.fn()
const onReport = jest.fn()
const onTargetClick = jest.fn()

const items: ContextMenuItem[] = [
  { id: 'copy', label: 'Copy link', onSelect: onCopy },
  { id: 'share', label: 'Share', onSelect: onShare, disabled: true },
  { id: 'report', label: 'Report a problem', onSelect: onReport },
]

function renderMenu(menuItems: readonly ContextMenuItem[] = items, label = 'Question actions') {
  // Inside <main> as on a page: the open menu renders next to its target, in the same landmark.
  render(
    <main>
      <ContextMenu label={label} items={menuItems}>
        <button type="button" onClick={onTargetClick}>
          How are fees charged?
        </button>
      </ContextMenu>
      <button type="button">Elsewhere</button>
    </main>,
  )
  return screen.getByRole('button', { name: 'How are fees charged?' })
}

const menu = () => screen.queryByRole('menu', { name: 'Question actions' })
const item = (name: string) => screen.getByRole('menuitem', { name })

/** A pointer event jsdom cannot construct, for what user-event cannot do (a cancelled pointer). */
function firePointer(
  type: string,
  target: Element,
  init: { pointerId: number; x: number; y: number },
) {
  const event = new MouseEvent(type, {
    bubbles: true,
    cancelable: true,
    clientX: init.x,
    clientY: init.y,
  })
  Object.defineProperties(event, {
    pointerId: { value: init.pointerId },
    pointerType: { value: 'touch' },
  })
  fireEvent(target, event)
}

beforeEach(() => jest.clearAllMocks())
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('right-click', () => {
  it('opens the menu at the pointer, with focus on the first item', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    await user.pointer({ keys: '[MouseRight]', target, coords: { clientX: 120, clientY: 80 } })
    expect(menu()).toBeInTheDocument()
    expect(menu()).toHaveStyle({ '--context-menu-x': '120px', '--context-menu-y': '80px' })
    expect(screen.getAllByRole('menuitem').map((node) => node.textContent)).toEqual([
      'Copy link',
      'Share',
      'Report a problem',
    ])
    expect(item('Copy link')).toHaveFocus()
  })

  it('replaces the browser’s own menu', () => {
    const target = renderMenu()
    const notPrevented = fireEvent.contextMenu(target, { clientX: 10, clientY: 10 })
    expect(notPrevented).toBe(false)
    expect(menu()).toBeInTheDocument()
  })

  it('keeps the menu inside the viewport near the right and bottom edges', () => {
    const target = renderMenu()
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200)
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120)
    fireEvent.contextMenu(target, {
      clientX: window.innerWidth - 20,
      clientY: window.innerHeight - 20,
    })
    expect(menu()).toHaveStyle({
      '--context-menu-x': `${window.innerWidth - 200 - 8}px`,
      '--context-menu-y': `${window.innerHeight - 20 - 120}px`,
    })
  })
})

describe('keyboard', () => {
  it('opens with Shift+F10 on the focused target', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    target.focus()
    await user.keyboard('{Shift>}{F10}{/Shift}')
    expect(item('Copy link')).toHaveFocus()
  })

  it('opens with the ContextMenu key', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    target.focus()
    await user.keyboard('{ContextMenu}')
    expect(menu()).toBeInTheDocument()
  })

  it('does not open on F10 alone or other keys', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    target.focus()
    await user.keyboard('{F10}{Enter}{ArrowDown}')
    expect(menu()).not.toBeInTheDocument()
  })

  it('opens below the target for a contextmenu event without pointer position', () => {
    const target = renderMenu()
    jest
      .spyOn(target, 'getBoundingClientRect')
      .mockReturnValue({ left: 30, bottom: 140 } as DOMRect)
    fireEvent.contextMenu(target, { clientX: 0, clientY: 0 })
    expect(menu()).toHaveStyle({ '--context-menu-x': '30px', '--context-menu-y': '140px' })
  })

  it('moves with ArrowDown/ArrowUp (wrapping, disabled items reachable), Home and End', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    target.focus()
    await user.keyboard('{Shift>}{F10}{/Shift}')
    await user.keyboard('{ArrowDown}')
    expect(item('Share')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(item('Report a problem')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(item('Copy link')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(item('Report a problem')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(item('Copy link')).toHaveFocus()
    await user.keyboard('{End}')
    expect(item('Report a problem')).toHaveFocus()
  })

  it('jumps to the next item starting with a typed character', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    target.focus()
    await user.keyboard('{ContextMenu}r')
    expect(item('Report a problem')).toHaveFocus()
  })

  it('activates with Enter: runs the action, closes and returns focus to the target', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    target.focus()
    await user.keyboard('{ContextMenu}{Enter}')
    expect(onCopy).toHaveBeenCalledTimes(1)
    expect(menu()).not.toBeInTheDocument()
    expect(target).toHaveFocus()
    expect(onTargetClick).not.toHaveBeenCalled()
  })

  it('activates with Space', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    target.focus()
    await user.keyboard('{ContextMenu}{End} ')
    expect(onReport).toHaveBeenCalledTimes(1)
    expect(menu()).not.toBeInTheDocument()
  })

  it('does not activate a disabled item and stays open', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    target.focus()
    await user.keyboard('{ContextMenu}{ArrowDown}')
    expect(item('Share')).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Enter}')
    await user.click(item('Share'))
    expect(onShare).not.toHaveBeenCalled()
    expect(menu()).toBeInTheDocument()
  })

  it('closes on Escape and returns focus to the target', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    target.focus()
    await user.keyboard('{ContextMenu}{Escape}')
    expect(menu()).not.toBeInTheDocument()
    expect(target).toHaveFocus()
  })

  it('closes on Tab and returns focus to the target', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    target.focus()
    await user.keyboard('{ContextMenu}')
    await user.tab()
    expect(menu()).not.toBeInTheDocument()
    expect(target).toHaveFocus()
  })
})

describe('pointer choice and dismissal', () => {
  it('runs an item’s action on click and closes', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    await user.pointer({ keys: '[MouseRight]', target })
    await user.click(item('Report a problem'))
    expect(onReport).toHaveBeenCalledTimes(1)
    expect(menu()).not.toBeInTheDocument()
  })

  it('closes on a click outside, leaving focus where the visitor clicked', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    await user.pointer({ keys: '[MouseRight]', target })
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' })
    await user.click(elsewhere)
    expect(menu()).not.toBeInTheDocument()
    expect(elsewhere).toHaveFocus()
    expect(onCopy).not.toHaveBeenCalled()
  })

  it('closes when scrolling moves the target, returning focus to it', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    await user.pointer({ keys: '[MouseRight]', target })
    jest.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: -40, left: 0 } as DOMRect)
    fireEvent.scroll(document)
    expect(menu()).not.toBeInTheDocument()
    expect(target).toHaveFocus()
  })

  it('stays open for a late scroll event that did not move the target', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    await user.pointer({ keys: '[MouseRight]', target })
    fireEvent.scroll(document)
    expect(menu()).toBeInTheDocument()
  })

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup()
    const target = renderMenu()
    await user.pointer({ keys: '[MouseRight]', target })
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus())
    expect(menu()).not.toBeInTheDocument()
  })
})

describe('touch long-press (500 ms)', () => {
  function setupTouch() {
    jest.useFakeTimers()
    return userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  }
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms))

  it('opens after 500 ms held still, beside the finger', async () => {
    const user = setupTouch()
    const target = renderMenu()
    await user.pointer({ keys: '[TouchA>]', target, coords: { clientX: 50, clientY: 60 } })
    wait(499)
    expect(menu()).not.toBeInTheDocument()
    wait(1)
    expect(menu()).toBeInTheDocument()
    expect(menu()).toHaveStyle({ '--context-menu-x': '50px', '--context-menu-y': '76px' })
    expect(item('Copy link')).toHaveFocus()
    await user.pointer({ keys: '[/TouchA]', target })
    expect(menu()).toBeInTheDocument()
  })

  it('does not let the lifting finger click the target', async () => {
    const user = setupTouch()
    const target = renderMenu()
    await user.pointer({ keys: '[TouchA>]', target })
    wait(500)
    await user.pointer({ keys: '[/TouchA]', target })
    expect(onTargetClick).not.toHaveBeenCalled()
  })

  it('does not open on a short tap, which still clicks the target', async () => {
    const user = setupTouch()
    const target = renderMenu()
    await user.pointer({ keys: '[TouchA>]', target })
    wait(300)
    await user.pointer({ keys: '[/TouchA]', target })
    wait(1000)
    expect(menu()).not.toBeInTheDocument()
    expect(onTargetClick).toHaveBeenCalledTimes(1)
  })

  it('is cancelled by a finger moving more than 10 px', async () => {
    const user = setupTouch()
    const target = renderMenu()
    await user.pointer([
      { keys: '[TouchA>]', target, coords: { clientX: 50, clientY: 60 } },
      { pointerName: 'TouchA', target, coords: { clientX: 50, clientY: 75 } },
    ])
    wait(600)
    expect(menu()).not.toBeInTheDocument()
  })

  it('tolerates a finger trembling within 10 px', async () => {
    const user = setupTouch()
    const target = renderMenu()
    await user.pointer([
      { keys: '[TouchA>]', target, coords: { clientX: 50, clientY: 60 } },
      { pointerName: 'TouchA', target, coords: { clientX: 56, clientY: 66 } },
    ])
    wait(500)
    expect(menu()).toBeInTheDocument()
  })

  it('is cancelled by a second finger', async () => {
    const user = setupTouch()
    const target = renderMenu()
    await user.pointer([
      { keys: '[TouchA>]', target },
      { keys: '[TouchB>]', target },
    ])
    wait(600)
    expect(menu()).not.toBeInTheDocument()
  })

  it('is cancelled when the browser takes the touch over (scrolling)', () => {
    jest.useFakeTimers()
    const target = renderMenu()
    firePointer('pointerdown', target, { pointerId: 7, x: 50, y: 60 })
    wait(200)
    firePointer('pointercancel', target, { pointerId: 7, x: 50, y: 60 })
    wait(600)
    expect(menu()).not.toBeInTheDocument()
  })

  it('ignores the browser’s own long-press menu while the finger is down', async () => {
    const user = setupTouch()
    const target = renderMenu()
    await user.pointer({ keys: '[TouchA>]', target, coords: { clientX: 50, clientY: 60 } })
    wait(200)
    const notPrevented = fireEvent.contextMenu(target, { clientX: 50, clientY: 60 })
    expect(notPrevented).toBe(false)
    expect(menu()).not.toBeInTheDocument()
    wait(300)
    expect(menu()).toBeInTheDocument()
  })

  it('ignores mouse presses held long', async () => {
    const user = setupTouch()
    const target = renderMenu()
    await user.pointer({ keys: '[MouseLeft>]', target })
    wait(1000)
    expect(menu()).not.toBeInTheDocument()
  })
})

describe('bad input', () => {
  it('never opens with no items, leaves the browser’s menu and warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const target = renderMenu([])
    expect(fireEvent.contextMenu(target, { clientX: 10, clientY: 10 })).toBe(true)
    await user.pointer({ keys: '[TouchA>]', target })
    act(() => jest.advanceTimersByTime(600))
    target.focus()
    await user.keyboard('{ContextMenu}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[ContextMenu] no items'))
  })

  it('warns about an empty label', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderMenu(items, ' ')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('empty `label`'))
  })
})

it('has no axe violations, closed or open', async () => {
  const user = userEvent.setup()
  const target = renderMenu()
  expect(await axe(document.body)).toHaveNoViolations()
  await user.pointer({ keys: '[MouseRight]', target })
  expect(menu()).toBeInTheDocument()
  expect(await axe(document.body)).toHaveNoViolations()
})
