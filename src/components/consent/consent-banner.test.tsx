import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import {
  consentDecidedAttribute,
  consentStorageKey,
  getConsent,
  setConsent,
} from '../../features/consent'
import { reducedMotionQuery } from '../../hooks/use-media-query'
import { afterNextPaintFallbackMs } from '../../lib/after-next-paint'
import { setMedia } from '../../testing/match-media'
import { renderWithProviders } from '../../testing/render-with-providers'
import en from '../../../locales/en/common.json'
import { ConsentBanner } from './consent-banner'
import { PrivacyDetails } from './privacy-details'

const text = en.consent

/** The frame's parts the banner works with: the main region after it, the footer control below. */
function renderFrame() {
  return renderWithProviders(
    <>
      <ConsentBanner />
      <main id="main-content" tabIndex={-1}>
        <a href="#top">Page content</a>
      </main>
      <footer>
        <PrivacyDetails />
      </footer>
    </>,
  )
}

const banner = () => screen.queryByRole('region', { name: text.label })
const storedChoice = () => getConsent().choice

function sendGlobalPrivacyControl() {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
}

beforeEach(() => {
  process.env.GATSBY_SENTRY_DSN = 'https://key@o1.ingest.sentry.io/42'
  // Reduced motion closes the banner without its 0.2 s exit.
  setMedia({ matching: [reducedMotionQuery] })
})

afterEach(() => {
  jest.useRealTimers()
  delete process.env.GATSBY_SENTRY_DSN
  delete process.env.GATSBY_ANALYTICS_SRC
  delete (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl
  localStorage.clear()
})

it('asks a visitor who has not chosen in a short question, both answers alike, the explanation one activation away', async () => {
  const user = userEvent.setup()
  renderFrame()
  const region = banner()!
  expect(region).toHaveTextContent(text.summary)
  const accept = within(region).getByRole('button', { name: text.accept })
  const reject = within(region).getByRole('button', { name: text.reject })
  expect(accept).toBeVisible()
  expect(reject).toBeVisible()
  // Refusing is as easy as accepting: the same look.
  expect(reject.className).toBe(accept.className)
  const more = within(region).getByText(text.more)
  const details = more.closest('details')!
  expect(details).not.toHaveAttribute('open')
  expect(screen.getByText(text.description)).not.toBeVisible()

  await user.click(more)
  expect(details).toHaveAttribute('open')
  expect(screen.getByText(text.description)).toBeVisible()
  expect(within(region).getByRole('link', { name: text.details })).toHaveAttribute(
    'href',
    '#privacy-details',
  )
  expect(document.getElementById('privacy-details')).toHaveTextContent(text.detailsErrors)
  // The first time it is answered, not dismissed.
  expect(within(region).queryByRole('button', { name: text.close })).not.toBeInTheDocument()
})

it('stores an acceptance, closes and moves focus on to the main content', async () => {
  const user = userEvent.setup()
  renderFrame()
  await user.click(screen.getByRole('button', { name: text.accept }))
  // Stored at once, focus already on; the bar leaves (under reduced motion: hidden at once), the
  // mark the notices' stylesheet reads follows after that paint, then the subscribers hear of it.
  expect(storedChoice()).toBe('accepted')
  expect(screen.getByRole('main')).toHaveFocus()
  await waitFor(() => expect(banner()).not.toBeInTheDocument())
  expect(screen.getByRole('main')).toHaveFocus()
  // Once the answer is known React decides again: a later review from the footer must show.
  expect(document.documentElement).not.toHaveAttribute(consentDecidedAttribute)
})

it('with motion, leaves in 0.2 s before the next notice may show, focus on the page throughout', async () => {
  jest.useFakeTimers()
  setMedia({ matching: [] })
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  renderFrame()
  const region = banner()!
  const accept = screen.getByRole('button', { name: text.accept })
  await user.click(accept)
  expect(storedChoice()).toBe('accepted')
  // Leaving: the kit's exit, the bar still in its place, the next notice still held back.
  const status = within(region).getByRole('status')
  expect(status).toHaveAttribute('data-state', 'closing')
  expect(document.documentElement).not.toHaveAttribute(consentDecidedAttribute)
  // The answer's paint shows the bar going and nothing else: focus is still on the answer, in a
  // bar still in reach. After that paint focus moves on to the page and the bar is out of reach.
  expect(accept).toHaveFocus()
  expect(status.inert).not.toBe(true)
  act(() => jest.advanceTimersByTime(afterNextPaintFallbackMs))
  expect(screen.getByRole('main')).toHaveFocus()
  expect(status.inert).toBe(true)
  // And stored, for the next page and the next visit.
  expect(JSON.parse(localStorage.getItem(consentStorageKey)!)).toMatchObject({ choice: 'accepted' })
  // A second answer while it leaves changes nothing (browsers make it inert; jsdom lets the click
  // through, so this is the handler's own guard).
  await user.click(screen.getByRole('button', { name: text.reject, hidden: true }))
  expect(storedChoice()).toBe('accepted')
  expect(screen.getByRole('main')).toHaveFocus()
  act(() => jest.advanceTimersByTime(200 - afterNextPaintFallbackMs))
  // Gone: the mark hides it and lets the next notice show; then React removes it.
  expect(document.documentElement).toHaveAttribute(consentDecidedAttribute)
  act(() => jest.advanceTimersByTime(200))
  expect(banner()).not.toBeInTheDocument()
  expect(document.documentElement).not.toHaveAttribute(consentDecidedAttribute)
})

it('asked again from the footer while it leaves, comes back saying the new answer, focus in it', async () => {
  jest.useFakeTimers()
  setMedia({ matching: [] })
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  renderFrame()
  await user.click(screen.getByRole('button', { name: text.reject }))
  expect(storedChoice()).toBe('rejected')
  // Within the 0.2 s exit the visitor asks to review it from the footer.
  await user.click(screen.getByRole('button', { name: text.change }))
  act(() => jest.advanceTimersByTime(400))
  // The review wins over the exit: once it has left, a bar is there, open, reachable, unhidden,
  // saying what was chosen, and focus is in it.
  const region = banner()!
  expect(region).toBeInTheDocument()
  const status = within(region).getByRole('status')
  expect(status).toHaveAttribute('data-state', 'open')
  expect(status.inert).not.toBe(true)
  expect(document.documentElement).not.toHaveAttribute(consentDecidedAttribute)
  expect(region).toHaveTextContent(text.currentRejected)
  expect(region.contains(document.activeElement)).toBe(true)
  // It still works: closing it keeps the choice and returns focus to the footer control.
  await user.click(within(region).getByRole('button', { name: text.close }))
  act(() => jest.advanceTimersByTime(400))
  expect(banner()).not.toBeInTheDocument()
  expect(storedChoice()).toBe('rejected')
  expect(screen.getByRole('button', { name: text.change })).toHaveFocus()
})
it('can be answered with the keyboard alone: the two answers, then the details', async () => {
  const user = userEvent.setup()
  renderFrame()
  await user.tab()
  expect(screen.getByRole('button', { name: text.accept })).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('button', { name: text.reject })).toHaveFocus()
  await user.tab()
  expect(screen.getByText(text.more)).toHaveFocus()
  await user.tab({ shift: true })
  await user.keyboard('{Enter}')
  expect(storedChoice()).toBe('rejected')
  await waitFor(() => expect(banner()).not.toBeInTheDocument())
  expect(screen.getByRole('main')).toHaveFocus()
})

it('does not ask again once the visitor has chosen', () => {
  setConsent('rejected')
  renderFrame()
  expect(banner()).not.toBeInTheDocument()
})

it('asks again, without crashing, when the stored choice is corrupt', () => {
  localStorage.setItem(consentStorageKey, '{"version":1,"choice":')
  renderFrame()
  expect(banner()).toBeInTheDocument()
})

it('does not ask a browser that sends Global Privacy Control', () => {
  sendGlobalPrivacyControl()
  renderFrame()
  expect(banner()).not.toBeInTheDocument()
  expect(storedChoice()).toBe('rejected')
})

it('asks nothing on a build without analytics or error reporting', () => {
  delete process.env.GATSBY_SENTRY_DSN
  renderFrame()
  expect(banner()).not.toBeInTheDocument()
  expect(document.getElementById('privacy-details')).toBeNull()
})

it('reopens from the footer, says the current choice, and changes it', async () => {
  setConsent('accepted')
  const user = userEvent.setup()
  renderFrame()
  const control = screen.getByRole('button', { name: text.change })
  await user.click(control)
  const region = banner()!
  expect(region).toHaveTextContent(text.currentAccepted)
  // Focus moves into the banner, far above the footer in the page.
  expect(within(region).getByRole('status')).toHaveFocus()
  await user.click(within(region).getByRole('button', { name: text.reject }))
  expect(control).toHaveFocus()
  expect(storedChoice()).toBe('rejected')
  await waitFor(() => expect(banner()).not.toBeInTheDocument())
  // Reviewable again from the footer: the mark that hid the bar is gone.
  await user.click(control)
  expect(banner()).toBeVisible()
})

it('closes from the footer review keeping the choice, focus back on the control', async () => {
  setConsent('rejected')
  const user = userEvent.setup()
  renderFrame()
  const control = screen.getByRole('button', { name: text.change })
  await user.click(control)
  await user.click(screen.getByRole('button', { name: text.close }))
  expect(banner()).not.toBeInTheDocument()
  expect(storedChoice()).toBe('rejected')
  expect(control).toHaveFocus()
})

it('under Global Privacy Control, the footer review says so and offers no acceptance', async () => {
  sendGlobalPrivacyControl()
  const user = userEvent.setup()
  renderFrame()
  await user.click(screen.getByRole('button', { name: text.change }))
  const region = banner()!
  expect(region).toHaveTextContent(text.globalPrivacyControl)
  expect(within(region).queryByRole('button', { name: text.accept })).not.toBeInTheDocument()
  expect(within(region).getByRole('button', { name: text.close })).toBeVisible()
})

it('has no axe violations, asking or reviewing', async () => {
  const { container } = renderFrame()
  expect(await axe(container)).toHaveNoViolations()
  act(() => setConsent('accepted'))
  await userEvent.setup().click(screen.getByRole('button', { name: text.change }))
  expect(banner()).toBeInTheDocument()
  expect(await axe(container)).toHaveNoViolations()
})

it('closed from a review and asked again from the footer during its exit, comes back', async () => {
  jest.useFakeTimers()
  setMedia({ matching: [] })
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  setConsent('accepted')
  renderFrame()
  const control = screen.getByRole('button', { name: text.change })
  await user.click(control)
  await user.click(within(banner()!).getByRole('button', { name: text.close }))
  await user.click(control)
  act(() => jest.advanceTimersByTime(400))
  const region = banner()!
  expect(region).toBeInTheDocument()
  expect(within(region).getByRole('status')).toHaveAttribute('data-state', 'open')
  expect(region).toHaveTextContent(text.currentAccepted)
  expect(region.contains(document.activeElement)).toBe(true)
  expect(storedChoice()).toBe('accepted')
})
