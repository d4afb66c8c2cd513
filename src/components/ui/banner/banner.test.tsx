import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { createRef } from 'react'
import { reducedMotionQuery } from '../../../hooks/use-media-query'
import { cssRulesFor } from '../../../testing/css-rules'
import { setMedia } from '../../../testing/match-media'
import { renderInTheme } from '../../../testing/render-in-theme'
import { markFirstRenderDone } from '../slide-motion'
import { Banner, type BannerStatus } from '.'
import { BannerExamples } from './banner.examples'

let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  warn.mockRestore()
  jest.useRealTimers()
})

it.each<[BannerStatus, 'alert' | 'status']>([
  ['info', 'status'],
  ['success', 'status'],
  ['warning', 'alert'],
  ['error', 'alert'],
])('announces %s as %s', (status, role) => {
  renderInTheme(<Banner status={status} title="Heads up" />)
  expect(screen.getByRole(role)).toHaveTextContent('Heads up')
  expect(screen.queryByRole(role === 'alert' ? 'status' : 'alert')).not.toBeInTheDocument()
})

it('defaults to info', () => {
  renderInTheme(<Banner>Markets are closed today.</Banner>)
  expect(screen.getByRole('status')).toHaveAttribute('data-status', 'info')
})

it('shows title, description, a plain link and an action', () => {
  renderInTheme(
    <Banner
      status="success"
      title="Account opened"
      link={{ label: 'Read the guide', href: '/guide' }}
      action={<button type="button">Continue</button>}
    >
      Your consultant will call you.
    </Banner>,
  )
  const banner = screen.getByRole('status')
  expect(banner).toHaveTextContent('Account opened')
  expect(banner).toHaveTextContent('Your consultant will call you.')
  expect(screen.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', '/guide')
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument()
})

it('renders a link element as given, so callers can pass a router link', () => {
  renderInTheme(
    <Banner
      link={
        <a href="/faq" data-router="gatsby">
          Questions
        </a>
      }
    />,
  )
  expect(screen.getByRole('link', { name: 'Questions' })).toHaveAttribute('data-router', 'gatsby')
})

it('has no close button unless it can be closed', () => {
  renderInTheme(<Banner title="Notice" />)
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
})

it('plays the 0.2 s exit before calling onClose and disappearing', async () => {
  jest.useFakeTimers()
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const onClose = jest.fn()
  renderInTheme(
    <Banner status="warning" title="Maintenance" onClose={onClose} closeLabel="Dismiss" />,
  )
  await user.click(screen.getByRole('button', { name: 'Dismiss' }))
  await user.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'closing')
  act(() => jest.advanceTimersByTime(199))
  expect(onClose).not.toHaveBeenCalled()
  act(() => jest.advanceTimersByTime(1))
  expect(onClose).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

it('closes at once under reduced motion', async () => {
  setMedia({ matching: [reducedMotionQuery] })
  const user = userEvent.setup()
  const onClose = jest.fn()
  renderInTheme(<Banner title="Saved" onClose={onClose} closeLabel="Dismiss" />)
  await user.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(onClose).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

it('is drawn still with the page, and animates in and out for 0.2 s once it appears later', async () => {
  jest.useFakeTimers()
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const animationsOf = (banner: Element) =>
    cssRulesFor(banner).filter((rule) => /animation:/.test(rule.css))
  const page = (later: boolean) => (
    <>
      <Banner title="With the page" />
      {later && <Banner title="Saved" onClose={() => undefined} closeLabel="Dismiss" />}
    </>
  )
  // Mounted with the page's first render (as hydrated from the server HTML): no entrance.
  const { rerender } = renderInTheme(page(false))
  expect(animationsOf(screen.getByRole('status'))).toEqual([])

  markFirstRenderDone()
  rerender(page(true))
  const [withPage, appeared] = screen.getAllByRole('status')
  expect(animationsOf(withPage!)).toEqual([])
  expect(animationsOf(appeared!)).toEqual([
    {
      media: '(prefers-reduced-motion: no-preference)',
      css: expect.stringMatching(/200ms ease-out/),
    },
  ])
  await user.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(animationsOf(appeared!)).toHaveLength(2)
  expect(animationsOf(appeared!)[1]).toEqual({
    media: '(prefers-reduced-motion: no-preference)',
    css: expect.stringMatching(/200ms ease-in forwards/),
  })
})

it('still reports a requested close when it leaves the tree mid-exit', async () => {
  jest.useFakeTimers()
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const onClose = jest.fn()
  const { unmount } = renderInTheme(<Banner title="Hi" onClose={onClose} closeLabel="Dismiss" />)
  await user.click(screen.getByRole('button', { name: 'Dismiss' }))
  unmount()
  expect(onClose).toHaveBeenCalledTimes(1)
})

it('passes ref and extra props to the root so callers can focus and name it', () => {
  const ref = createRef<HTMLDivElement>()
  renderInTheme(
    <Banner ref={ref} status="error" tabIndex={-1} id="login-error" aria-label="Sign-in failed">
      Wrong password.
    </Banner>,
  )
  act(() => ref.current?.focus())
  const banner = screen.getByRole('alert', { name: 'Sign-in failed' })
  expect(banner).toHaveFocus()
  expect(banner).toHaveAttribute('id', 'login-error')
})

it('gives each status its own accent from the theme', () => {
  const accents = (['info', 'success', 'warning', 'error'] as const).map((status) => {
    const { container, unmount } = renderInTheme(<Banner status={status} title={status} />)
    const colour = getComputedStyle(container.firstElementChild as Element).borderLeftColor
    unmount()
    return colour
  })
  expect(new Set(accents).size).toBe(4)
  accents.forEach((colour) => expect(colour).toMatch(/^var\(--theme-ui-colors-/))
})

it('leaves its status icon out when asked, the width going to its text', () => {
  const { container } = renderInTheme(
    <>
      <Banner title="With icon" />
      <Banner icon={false} title="Without icon" />
    </>,
  )
  const [withIcon, withoutIcon] = screen.getAllByRole('status')
  expect(withIcon!.querySelector('[data-icon]')).not.toBeNull()
  expect(withoutIcon!.querySelector('[data-icon]')).toBeNull()
  expect(container).toHaveTextContent('Without icon')
})

it('falls back to info with a warning for an unknown status', () => {
  renderInTheme(<Banner status={'fatal' as BannerStatus} title="Odd" />)
  expect(screen.getByRole('status')).toHaveAttribute('data-status', 'info')
  expect(warn).toHaveBeenCalledWith('[Banner] unknown status "fatal"; using "info"')
})

it('leaves out an unlabelled close button with a warning', () => {
  const props = { onClose: () => undefined } as { onClose: () => void; closeLabel: string }
  renderInTheme(<Banner title="Odd" {...props} />)
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining('[Banner] `onClose` needs a `closeLabel`'),
  )
})

it('has no axe violations in any status with every part', async () => {
  const { container } = renderInTheme(
    <>
      {(['info', 'success', 'warning', 'error'] as const).map((status) => (
        <Banner
          key={status}
          status={status}
          title={`Title ${status}`}
          link={{ label: `More about ${status}`, href: `/${status}` }}
          action={<button type="button">Act on {status}</button>}
          onClose={() => undefined}
          closeLabel={`Dismiss ${status}`}
        >
          Description {status}
        </Banner>
      ))}
    </>,
  )
  expect(await axe(container)).toHaveNoViolations()
})

it('renders its catalogue examples without axe violations', async () => {
  const { container } = renderInTheme(<BannerExamples />)
  expect(await axe(container)).toHaveNoViolations()
})
