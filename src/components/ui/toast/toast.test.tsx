import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { useState, type ReactNode } from 'react'
import { reducedMotionQuery } from '../../../hooks/use-media-query'
import { cssRulesFor } from '../../../testing/css-rules'
import { setMedia } from '../../../testing/match-media'
import { renderInTheme } from '../../../testing/render-in-theme'
import { ToastProvider, ToastRegion, useToast, type ToastOptions } from '.'
import { ToastExamples } from './toast.examples'

function CopyButton({
  message = 'Link copied',
  options,
}: {
  message?: string
  options?: ToastOptions
}) {
  const { show, dismiss } = useToast()
  const [last, setLast] = useState('')
  return (
    <>
      <button type="button" onClick={() => setLast(show(message, options))}>
        Copy {message}
      </button>
      <button type="button" onClick={() => dismiss(last)}>
        Withdraw {message}
      </button>
    </>
  )
}

function renderToasts(ui: ReactNode, duration?: number) {
  return renderInTheme(
    <ToastProvider duration={duration}>
      {ui}
      <ToastRegion closeLabel="Dismiss notification" />
    </ToastProvider>,
  )
}

const region = () => screen.getByRole('status')
const toast = (text: string) => within(region()).getByText(text).closest('[data-state]')
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms))

let warn: jest.SpyInstance
let user: ReturnType<typeof userEvent.setup>
beforeEach(() => {
  jest.useFakeTimers()
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  warn.mockRestore()
  jest.useRealTimers()
})

it('announces a toast in a polite live region that is there before it, and takes it away', async () => {
  renderToasts(<CopyButton />)
  // Screen readers announce changes only to a live region they already know.
  const before = region()
  expect(before).toHaveAttribute('aria-live', 'polite')
  expect(before).toBeEmptyDOMElement()
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  expect(region()).toBe(before)
  expect(within(region()).getByText('Link copied')).toBeVisible()
  // Only the new toast is read, not the whole stack again.
  expect(region()).toHaveAttribute('aria-atomic', 'false')
  await user.click(within(region()).getByRole('button', { name: 'Dismiss notification' }))
  advance(200)
  expect(region()).toBeEmptyDOMElement()
  expect(region()).toBe(before)
})

it('sits fixed at the bottom corner and stacks newest last', async () => {
  renderToasts(
    <>
      <CopyButton message="Link copied" />
      <CopyButton message="Signed out" />
    </>,
  )
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  await user.click(screen.getByRole('button', { name: 'Copy Signed out' }))
  expect(region()).toHaveStyle({ position: 'fixed', bottom: '16px', right: '16px' })
  expect(
    within(region())
      .getAllByText(/Link copied|Signed out/)
      .map((n) => n.textContent),
  ).toEqual(['Link copied', 'Signed out'])
})

it('leaves by itself after 5000 ms, then plays a 0.2 s exit', async () => {
  renderToasts(<CopyButton />)
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  advance(4999)
  expect(toast('Link copied')).toHaveAttribute('data-state', 'open')
  advance(1)
  expect(toast('Link copied')).toHaveAttribute('data-state', 'closing')
  advance(199)
  expect(region()).toHaveTextContent('Link copied')
  advance(1)
  expect(region()).toBeEmptyDOMElement()
})

it('takes its time from the call, then from the provider', async () => {
  renderToasts(
    <>
      <CopyButton message="Quick" options={{ duration: 1000 }} />
      <CopyButton message="Default" />
    </>,
    3000,
  )
  await user.click(screen.getByRole('button', { name: 'Copy Quick' }))
  await user.click(screen.getByRole('button', { name: 'Copy Default' }))
  advance(1000 + 200)
  expect(region()).not.toHaveTextContent('Quick')
  expect(region()).toHaveTextContent('Default')
  advance(2000 + 200)
  expect(region()).toBeEmptyDOMElement()
})

it('pauses while hovered and resumes with the time left', async () => {
  renderToasts(<CopyButton />)
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  advance(3000)
  await user.hover(within(region()).getByText('Link copied'))
  advance(60_000)
  expect(toast('Link copied')).toHaveAttribute('data-state', 'open')
  await user.unhover(within(region()).getByText('Link copied'))
  advance(1999)
  expect(toast('Link copied')).toHaveAttribute('data-state', 'open')
  advance(1 + 200)
  expect(region()).toBeEmptyDOMElement()
})

it('pauses while focus is inside and resumes when it leaves', async () => {
  renderToasts(<CopyButton />)
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  advance(3000)
  await user.tab() // Withdraw
  await user.tab() // the toast's close button
  expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus()
  advance(60_000)
  expect(toast('Link copied')).toHaveAttribute('data-state', 'open')
  await user.tab() // out of the toast
  advance(1999)
  expect(toast('Link copied')).toHaveAttribute('data-state', 'open')
  advance(1 + 200)
  expect(region()).toBeEmptyDOMElement()
})

it('closes from its labelled button after the exit animation', async () => {
  renderToasts(<CopyButton />)
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
  expect(toast('Link copied')).toHaveAttribute('data-state', 'closing')
  advance(200)
  expect(region()).toBeEmptyDOMElement()
})

it('closes at once under reduced motion', async () => {
  setMedia({ matching: [reducedMotionQuery] })
  renderToasts(<CopyButton />)
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
  expect(region()).toBeEmptyDOMElement()
})

it('animates 0.2 s in and out only when motion is welcome', async () => {
  renderToasts(<CopyButton />)
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  const element = toast('Link copied') as Element
  const animations = () => cssRulesFor(element).filter((rule) => /animation:/.test(rule.css))
  expect(animations()).toEqual([
    {
      media: '(prefers-reduced-motion: no-preference)',
      css: expect.stringMatching(/200ms ease-out/),
    },
  ])
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
  expect(animations()[1]).toEqual({
    media: '(prefers-reduced-motion: no-preference)',
    css: expect.stringMatching(/200ms ease-in forwards/),
  })
})

it('dismisses through the API by id', async () => {
  renderToasts(<CopyButton />)
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  await user.click(screen.getByRole('button', { name: 'Withdraw Link copied' }))
  advance(200)
  expect(region()).toBeEmptyDOMElement()
})

it('replaces a toast shown again with the same id and restarts its time', async () => {
  renderToasts(<CopyButton options={{ id: 'copied' }} />)
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  advance(4000)
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  expect(within(region()).getAllByText('Link copied')).toHaveLength(1)
  advance(4999)
  expect(toast('Link copied')).toHaveAttribute('data-state', 'open')
})

it('uses the default time with a warning for a bad duration', async () => {
  renderToasts(<CopyButton options={{ duration: -5 }} />, Number.NaN)
  expect(warn).toHaveBeenCalledWith('[ToastProvider] invalid duration NaN; using 5000 ms')
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  expect(warn).toHaveBeenCalledWith('[useToast] invalid duration -5; using 5000 ms')
  advance(4999)
  expect(toast('Link copied')).toHaveAttribute('data-state', 'open')
  advance(1 + 200)
  expect(region()).toBeEmptyDOMElement()
})

it('warns instead of crashing when there is no provider', async () => {
  render(<CopyButton />)
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  expect(warn).toHaveBeenCalledWith('[useToast] no <ToastProvider> above; the toast is not shown')
  expect(screen.queryByText('Link copied')).not.toBeInTheDocument()
})

it('has no axe violations with toasts on screen', async () => {
  const { container } = renderToasts(
    <>
      <CopyButton message="Link copied" />
      <CopyButton message="Signed out" />
    </>,
  )
  await user.click(screen.getByRole('button', { name: 'Copy Link copied' }))
  await user.click(screen.getByRole('button', { name: 'Copy Signed out' }))
  jest.useRealTimers()
  expect(await axe(container)).toHaveNoViolations()
})

it('renders its catalogue examples, live toasts included, without axe violations', async () => {
  const { container } = renderInTheme(<ToastExamples />)
  await user.click(screen.getByRole('button', { name: /Signed out/ }))
  expect(within(region()).getByText('Signed out')).toBeVisible()
  jest.useRealTimers()
  expect(await axe(container)).toHaveNoViolations()
  await userEvent.click(within(region()).getByRole('button', { name: 'Dismiss notification' }))
  await waitFor(() => expect(region()).toBeEmptyDOMElement())
})
