import { act, render } from '@testing-library/react'
import { setConsent } from '../../features/consent'
import { Analytics } from './analytics'

jest.mock('./analytics-boundary', () => ({
  markAnalyticsRequested: jest.fn(),
}))
const { markAnalyticsRequested } = jest.requireMock<{ markAnalyticsRequested: jest.Mock }>(
  './analytics-boundary',
)

const src = 'https://stats.example.com/script.js'

beforeEach(() => {
  process.env.GATSBY_ANALYTICS_SRC = src
})

afterEach(() => {
  delete process.env.GATSBY_ANALYTICS_SRC
  delete process.env.GATSBY_ANALYTICS_SITE_ID
  delete (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl
  localStorage.clear()
  markAnalyticsRequested.mockClear()
})

const scriptIn = (container: HTMLElement) => container.querySelector('script')

it('loads nothing when no analytics script is configured', () => {
  delete process.env.GATSBY_ANALYTICS_SRC
  setConsent('accepted')
  const { container } = render(<Analytics originalPath="/" />)
  expect(scriptIn(container)).toBeNull()
})

it('loads nothing before the visitor has chosen', () => {
  const { container } = render(<Analytics originalPath="/" />)
  expect(scriptIn(container)).toBeNull()
  expect(markAnalyticsRequested).not.toHaveBeenCalled()
})

it('loads nothing after a refusal', () => {
  setConsent('rejected')
  const { container } = render(<Analytics originalPath="/" />)
  expect(scriptIn(container)).toBeNull()
})

it('loads nothing under Global Privacy Control, even after an acceptance', () => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
  setConsent('accepted')
  const { container } = render(<Analytics originalPath="/" />)
  expect(scriptIn(container)).toBeNull()
})

it('loads the configured script on idle, with the site id, once the visitor accepts', () => {
  process.env.GATSBY_ANALYTICS_SITE_ID = 'qatrading.com.br'
  const { container } = render(<Analytics originalPath="/qatrading/faq/" />)
  expect(scriptIn(container)).toBeNull()
  act(() => setConsent('accepted'))
  const script = scriptIn(container)
  expect(script).toHaveAttribute('src', src)
  expect(script).toHaveAttribute('data-strategy', 'idle')
  expect(script).toHaveAttribute('data-site-id', 'qatrading.com.br')
  expect(markAnalyticsRequested).toHaveBeenCalled()
})

it.each(['/login/', '/consultant/'])('never loads on %s, even with consent', (originalPath) => {
  setConsent('accepted')
  const { container } = render(<Analytics originalPath={originalPath} />)
  expect(scriptIn(container)).toBeNull()
  expect(markAnalyticsRequested).not.toHaveBeenCalled()
})
