import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { NavItem } from './nav-item'
import { Sidebar, type SidebarProps } from './sidebar'
import { setMedia } from '../../../testing/match-media'

beforeEach(() => {
  localStorage.clear()
  setMedia({ width: 1280 })
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

function Docs(props: Partial<SidebarProps>) {
  return (
    <Sidebar label="Docs" toggleLabel="Open docs" {...props}>
      <NavItem label="Overview" href="/overview" icon={<svg />} active />
      <NavItem label="Settings" href="/settings" icon={<svg />} />
    </Sidebar>
  )
}

/** A dismissed drawer is out of sight in the next paint (if that paint is still to come) and
 * closed right after it. */
async function closed() {
  const closing = screen.queryByRole('dialog', { name: 'Docs' })
  if (closing) expect(closing).not.toBeVisible()
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

const handle = () => screen.getByRole('separator', { name: 'Docs' })
const widthOf = () => Number(handle().getAttribute('aria-valuenow'))

describe('Sidebar width', () => {
  it('is 280 px wide by default, resizable between 220 and 320 px', () => {
    render(<Docs />)
    expect(handle()).toHaveAttribute('aria-orientation', 'vertical')
    expect(handle()).toHaveAttribute('aria-valuemin', '220')
    expect(handle()).toHaveAttribute('aria-valuemax', '320')
    expect(widthOf()).toBe(280)
    expect(handle().parentElement?.style.getPropertyValue('--kit-sidebar-width')).toBe('280px')
  })

  it('resizes with the arrow keys by a step and stops at the limits', async () => {
    const user = userEvent.setup()
    render(<Docs />)
    await user.tab()
    await user.tab()
    await user.tab()
    expect(handle()).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(widthOf()).toBe(290)
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(widthOf()).toBe(270)
    await user.keyboard('{ArrowRight>10/}')
    expect(widthOf()).toBe(320)
    await user.keyboard('{ArrowLeft>20/}')
    expect(widthOf()).toBe(220)
    expect(handle().parentElement?.style.getPropertyValue('--kit-sidebar-width')).toBe('220px')
  })

  it('jumps to the limits with Home and End', async () => {
    const user = userEvent.setup()
    render(<Docs />)
    handle().focus()
    await user.keyboard('{End}')
    expect(widthOf()).toBe(320)
    await user.keyboard('{Home}')
    expect(widthOf()).toBe(220)
  })

  it('uses a custom keyboard step', async () => {
    const user = userEvent.setup()
    render(<Docs step={25} />)
    handle().focus()
    await user.keyboard('{ArrowLeft}')
    expect(widthOf()).toBe(255)
  })

  it('follows a pointer drag, clamped to 220–320 px', async () => {
    const user = userEvent.setup()
    render(<Docs />)
    const target = handle()
    await user.pointer([
      { keys: '[MouseLeft>]', target, coords: { clientX: 280 } },
      { target, coords: { clientX: 300 } },
    ])
    expect(widthOf()).toBe(300)
    expect(target).toHaveFocus()
    await user.pointer([{ target, coords: { clientX: 500 } }])
    expect(widthOf()).toBe(320)
    await user.pointer([
      { target, coords: { clientX: 0 } },
      { keys: '[/MouseLeft]', target },
    ])
    expect(widthOf()).toBe(220)
    await user.pointer([{ target, coords: { clientX: 300 } }])
    expect(widthOf()).toBe(220) // the button is up: moving no longer resizes
  })

  it.each([
    [{ defaultWidth: 500 }, 320, 220, 320, 'defaultWidth 500px'],
    [{ defaultWidth: Number.NaN }, 280, 220, 320, 'defaultWidth NaN'],
    [{ minWidth: 100 }, 280, 220, 320, 'minWidth 100px'],
    [{ maxWidth: 900 }, 280, 220, 320, 'maxWidth 900px'],
    [{ minWidth: 300, maxWidth: 240 }, 280, 220, 320, 'minWidth 300px is above maxWidth 240px'],
  ])('corrects %j to a sane width and warns', (props, width, min, max, message) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<Docs {...props} />)
    expect(widthOf()).toBe(width)
    expect(handle()).toHaveAttribute('aria-valuemin', String(min))
    expect(handle()).toHaveAttribute('aria-valuemax', String(max))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`[Sidebar] ${message}`))
  })

  it('accepts narrower limits within 220–320 px without warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const user = userEvent.setup()
    render(<Docs minWidth={240} maxWidth={300} defaultWidth={260} />)
    expect(widthOf()).toBe(260)
    handle().focus()
    await user.keyboard('{End}')
    expect(widthOf()).toBe(300)
    expect(warn).not.toHaveBeenCalled()
  })

  it('remembers the width under storageKey', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Docs storageKey="docs-sidebar" />)
    handle().focus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(localStorage.getItem('docs-sidebar')).toBe('300')
    unmount()
    render(<Docs storageKey="docs-sidebar" />)
    expect(widthOf()).toBe(300)
  })

  it('ignores a corrupt stored width', () => {
    localStorage.setItem('docs-sidebar', '{"width":')
    render(<Docs storageKey="docs-sidebar" />)
    expect(widthOf()).toBe(280)
  })

  it('clamps a stored width that is out of range', () => {
    localStorage.setItem('docs-sidebar', '999')
    render(<Docs storageKey="docs-sidebar" />)
    expect(widthOf()).toBe(320)
  })

  it('is not resizable when resizable is false', () => {
    render(<Docs resizable={false} />)
    expect(screen.queryByRole('separator')).not.toBeInTheDocument()
  })
})

describe('compact Sidebar', () => {
  it('shows icons only, named by tooltips that open after 400 ms', async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<Docs compact />)
    expect(screen.queryByRole('separator')).not.toBeInTheDocument()
    const settings = screen.getByRole('link', { name: 'Settings' })
    expect(settings).not.toHaveTextContent('Settings')
    await user.hover(settings)
    act(() => jest.advanceTimersByTime(399))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole('tooltip')).toHaveTextContent('Settings')
  })

  it('is 3.5rem wide', () => {
    render(<Docs compact />)
    const nav = screen.getByRole('navigation', { name: 'Docs' })
    expect(nav.parentElement).toHaveStyle({ width: '3.5rem' })
  })
})

describe('Sidebar below its breakpoint', () => {
  it('collapses into a drawer behind a toggle below the large breakpoint', async () => {
    setMedia({ width: 1000 })
    const user = userEvent.setup()
    render(<Docs />)
    expect(screen.queryByRole('navigation', { name: 'Docs' })).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Open docs' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    const drawer = screen.getByRole('dialog', { name: 'Docs' })
    expect(drawer).toBeVisible()
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  })

  it('closes the drawer on Escape', async () => {
    setMedia({ width: 1000 })
    const user = userEvent.setup()
    render(<Docs />)
    await user.click(screen.getByRole('button', { name: 'Open docs' }))
    await user.keyboard('{Escape}')
    await closed()
    expect(screen.getByRole('button', { name: 'Open docs' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('closes the drawer on a click outside it (on the backdrop)', async () => {
    setMedia({ width: 1000 })
    const user = userEvent.setup()
    render(<Docs />)
    await user.click(screen.getByRole('button', { name: 'Open docs' }))
    await user.click(screen.getByRole('link', { name: 'Settings' }).closest('div') as HTMLElement)
    expect(screen.getByRole('dialog', { name: 'Docs' })).toBeVisible()
    await user.click(screen.getByRole('dialog', { name: 'Docs' }))
    await closed()
  })

  it('closes the drawer with its close button when given a closeLabel', async () => {
    setMedia({ width: 1000 })
    const user = userEvent.setup()
    render(<Docs closeLabel="Close docs" />)
    await user.click(screen.getByRole('button', { name: 'Open docs' }))
    await user.click(screen.getByRole('button', { name: 'Close docs' }))
    await closed()
  })

  it('comes back inline, drawer closed, when the viewport grows', async () => {
    setMedia({ width: 1000 })
    const user = userEvent.setup()
    render(<Docs />)
    await user.click(screen.getByRole('button', { name: 'Open docs' }))
    act(() => setMedia({ width: 1100 }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Open docs' })).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Docs' })).toBeVisible()
    expect(handle()).toBeInTheDocument()
    act(() => setMedia({ width: 1000 }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('collapses below a configured breakpoint instead', () => {
    setMedia({ width: 900 }) // between medium (52em = 832px) and large (64em = 1024px)
    render(<Docs collapseBelow="medium" />)
    expect(screen.getByRole('navigation', { name: 'Docs' })).toBeVisible()
    act(() => setMedia({ width: 800 }))
    expect(screen.queryByRole('navigation', { name: 'Docs' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open docs' })).toBeVisible()
  })

  it('falls back to the large breakpoint and warns on an unknown one', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    setMedia({ width: 900 })
    render(<Docs collapseBelow={'huge' as never} />)
    expect(screen.getByRole('button', { name: 'Open docs' })).toBeVisible()
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('[Sidebar] unknown collapseBelow "huge"'),
    )
  })
})

describe('Sidebar accessibility', () => {
  it('has no axe violations inline', async () => {
    const { container } = render(<Docs />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('has no axe violations compact', async () => {
    const { container } = render(<Docs compact />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('has no axe violations with the drawer open', async () => {
    setMedia({ width: 1000 })
    const user = userEvent.setup()
    const { container } = render(<Docs closeLabel="Close docs" />)
    await user.click(screen.getByRole('button', { name: 'Open docs' }))
    expect(await axe(container)).toHaveNoViolations()
  })
})

it('ignores pointer moves without a press on the handle', () => {
  render(<Docs />)
  fireEvent.pointerMove(handle(), { clientX: 400 })
  expect(widthOf()).toBe(280)
})
