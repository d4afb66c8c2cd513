import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { Navbar } from './navbar'
import { nextHidden } from './use-hide-on-scroll'

beforeEach(() => {
  jest.useFakeTimers()
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
    jest.advanceTimersByTime(20) // one animation frame
  })
}

const transform = () => getComputedStyle(screen.getByRole('banner')).transform

describe('Navbar', () => {
  it('is a 3.5rem banner by default', () => {
    render(<Navbar start="Brand" />)
    expect(screen.getByRole('banner')).toHaveStyle({ height: '3.5rem' })
  })

  it('takes another height, in pixels or any CSS length', () => {
    const { rerender } = render(<Navbar height={48} />)
    expect(screen.getByRole('banner')).toHaveStyle({ height: '48px' })
    rerender(<Navbar height="4rem" />)
    expect(screen.getByRole('banner')).toHaveStyle({ height: '4rem' })
  })

  it('falls back to 3.5rem and warns on a height that is not a length', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<Navbar height={-10} />)
    expect(screen.getByRole('banner')).toHaveStyle({ height: '3.5rem' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[Navbar] height -10'))
  })

  it('lays out the start, centre and end slots in that order', () => {
    render(<Navbar start="Brand" center="Title" end="Account" />)
    expect(screen.getByRole('banner')).toHaveTextContent(/^BrandTitleAccount$/)
  })

  it('puts children in the centre when no centre slot is given', () => {
    render(
      <Navbar start="Brand" end="Account">
        Title
      </Navbar>,
    )
    expect(screen.getByRole('banner')).toHaveTextContent(/^BrandTitleAccount$/)
  })

  it('can render as a plain element where the page already has a banner', () => {
    render(<Navbar as="div" start="Brand" />)
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.getByText('Brand')).toBeInTheDocument()
  })

  it('hides on scroll down and shows again on scroll up when hideOnScroll is set', () => {
    render(<Navbar hideOnScroll start="Brand" />)
    expect(transform()).toBe('none')
    scrollTo(300)
    expect(transform()).toBe('translateY(-100%)')
    scrollTo(250)
    expect(transform()).toBe('none')
  })

  it('slides in 0.2 s', () => {
    render(<Navbar hideOnScroll />)
    expect(getComputedStyle(screen.getByRole('banner')).transition).toBe('transform 0.2s ease-out')
  })

  it('stays put while scrolling without hideOnScroll', () => {
    render(<Navbar start="Brand" />)
    scrollTo(300)
    expect(transform()).toBe('none')
  })

  it('shows while focus is inside it, even on scroll down', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<Navbar hideOnScroll end={<a href="/account">Account</a>} />)
    scrollTo(300)
    expect(transform()).toBe('translateY(-100%)')
    await user.tab()
    expect(screen.getByRole('link', { name: 'Account' })).toHaveFocus()
    expect(transform()).toBe('none')
    scrollTo(600)
    expect(transform()).toBe('none')
  })

  it('has no axe violations', async () => {
    jest.useRealTimers()
    const { container } = render(
      <Navbar start="Brand" end={<a href="/account">Account</a>} hideOnScroll />,
    )
    expect(await axe(container)).toHaveNoViolations()
  })
})

describe('nextHidden', () => {
  const base = { previousY: 200, y: 300, height: 56, focusInside: false }

  it('hides going down past the bar and shows going up', () => {
    expect(nextHidden(false, base)).toBe(true)
    expect(nextHidden(true, { ...base, previousY: 300, y: 200 })).toBe(false)
  })

  it('never hides within the bar’s height of the top', () => {
    expect(nextHidden(false, { ...base, previousY: 0, y: 40 })).toBe(false)
  })

  it('ignores jitter of a pixel or two', () => {
    expect(nextHidden(true, { ...base, previousY: 300, y: 299 })).toBe(true)
  })
})
