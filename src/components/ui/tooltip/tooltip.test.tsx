import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { createRef, type ReactElement } from 'react'
import { Tooltip } from './tooltip'
import { placeTooltip } from './tooltip-position'

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms))

function CopyLink(props: Partial<Parameters<typeof Tooltip>[0]>) {
  return (
    <Tooltip label="Copies the address" {...props}>
      <button type="button">Copy link</button>
    </Tooltip>
  )
}

describe('Tooltip', () => {
  it('opens 400 ms after the pointer arrives, not before', async () => {
    const user = setup()
    render(<CopyLink />)
    await user.hover(screen.getByRole('button', { name: 'Copy link' }))
    wait(399)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    wait(1)
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies the address')
  })

  it('describes its trigger through aria-describedby', () => {
    render(<CopyLink />)
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveAccessibleDescription(
      'Copies the address',
    )
  })

  it('opens after the delay on keyboard focus and closes on blur', async () => {
    const user = setup()
    render(
      <>
        <CopyLink />
        <button type="button">Next</button>
      </>,
    )
    await user.tab()
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus()
    wait(400)
    expect(screen.getByRole('tooltip')).toBeVisible()
    await user.tab()
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('closes when the pointer leaves, but not while it moves onto the tooltip', async () => {
    const user = setup()
    render(<CopyLink />)
    const trigger = screen.getByRole('button', { name: 'Copy link' })
    await user.hover(trigger)
    wait(400)
    const tooltip = screen.getByRole('tooltip')
    await user.unhover(trigger)
    await user.hover(tooltip)
    wait(500)
    expect(screen.getByRole('tooltip')).toBeVisible()
    await user.unhover(tooltip)
    wait(100)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('never opens when the pointer leaves before the delay', async () => {
    const user = setup()
    render(<CopyLink />)
    const trigger = screen.getByRole('button', { name: 'Copy link' })
    await user.hover(trigger)
    wait(300)
    await user.unhover(trigger)
    wait(500)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('closes on Escape and stays closed while focus remains', async () => {
    const user = setup()
    render(<CopyLink />)
    await user.tab()
    wait(400)
    expect(screen.getByRole('tooltip')).toBeVisible()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    wait(1000)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('does not open when Escape is pressed during the delay', async () => {
    const user = setup()
    render(<CopyLink />)
    await user.tab()
    wait(200)
    await user.keyboard('{Escape}')
    wait(1000)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('closes a hover tooltip on Escape wherever focus is', async () => {
    const user = setup()
    render(<CopyLink />)
    await user.hover(screen.getByRole('button', { name: 'Copy link' }))
    wait(400)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('names an icon-only trigger when kind is "label"', () => {
    render(
      <Tooltip label="Settings" kind="label">
        <button type="button">
          <svg aria-hidden="true" />
        </button>
      </Tooltip>,
    )
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument()
  })

  it('honours a custom delay', async () => {
    const user = setup()
    render(<CopyLink delay={100} />)
    await user.hover(screen.getByRole('button', { name: 'Copy link' }))
    wait(100)
    expect(screen.getByRole('tooltip')).toBeVisible()
  })

  it('keeps the trigger’s own handlers, description and ref', async () => {
    const user = setup()
    const onFocus = jest.fn()
    const ref = createRef<HTMLButtonElement>()
    render(
      <>
        <p id="hint">Shortcut C</p>
        <Tooltip label="Copies the address">
          <button type="button" ref={ref} onFocus={onFocus} aria-describedby="hint">
            Copy link
          </button>
        </Tooltip>
      </>,
    )
    await user.tab()
    expect(onFocus).toHaveBeenCalledTimes(1)
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Copy link' }))
    expect(ref.current).toHaveAccessibleDescription('Shortcut C Copies the address')
  })

  it('falls back to 400 ms and warns on a delay that is not a duration', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const user = setup()
    render(<CopyLink delay={-5} />)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[Tooltip] delay -5'))
    await user.hover(screen.getByRole('button', { name: 'Copy link' }))
    wait(399)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    wait(1)
    expect(screen.getByRole('tooltip')).toBeVisible()
  })

  it('warns and renders the children alone when they are not one element', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<Tooltip label="Hint">{'plain text' as unknown as ReactElement}</Tooltip>)
    expect(screen.getByText('plain text')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[Tooltip] children'))
  })

  it('has no axe violations while open', async () => {
    const user = setup()
    const { container } = render(<CopyLink />)
    await user.hover(screen.getByRole('button', { name: 'Copy link' }))
    wait(400)
    jest.useRealTimers()
    expect(await axe(container)).toHaveNoViolations()
  })
})

describe('placeTooltip', () => {
  const viewport = { width: 800, height: 600 }
  const tooltip = { width: 100, height: 30 }

  it('centres the tooltip on the asked side', () => {
    const trigger = { top: 100, left: 200, width: 40, height: 40 }
    expect(placeTooltip(trigger, tooltip, 'top', viewport)).toEqual({
      x: 170,
      y: 70,
      placement: 'top',
    })
    expect(placeTooltip(trigger, tooltip, 'right', viewport)).toEqual({
      x: 240,
      y: 105,
      placement: 'right',
    })
  })

  it('flips to the opposite side when the asked one has no room', () => {
    const atTop = { top: 10, left: 200, width: 40, height: 40 }
    expect(placeTooltip(atTop, tooltip, 'top', viewport)).toMatchObject({
      y: 50,
      placement: 'bottom',
    })
  })

  it('slides along its side to stay in the viewport', () => {
    const atLeftEdge = { top: 100, left: 0, width: 20, height: 20 }
    expect(placeTooltip(atLeftEdge, tooltip, 'top', viewport)).toMatchObject({ x: 0 })
  })
})
