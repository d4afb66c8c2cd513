import { screen, within } from '@testing-library/react'
import common from '../../../locales/en/common.json'
import { siteConfig } from '../../lib/site-config'
import { renderWithProviders } from '../../testing/render-with-providers'
import { Footer } from './footer'

const text = common.footer

afterEach(() => {
  delete process.env.GATSBY_SENTRY_DSN
  delete document.documentElement.dataset.hydrated
  localStorage.clear()
})

it('offers the colour theme, and the privacy choice only where consent is asked', () => {
  const { unmount } = renderWithProviders(<Footer />)
  expect(screen.getByRole('combobox', { name: common.colorMode.label })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: common.consent.change })).not.toBeInTheDocument()
  unmount()

  process.env.GATSBY_SENTRY_DSN = 'https://key@o1.ingest.sentry.io/42'
  renderWithProviders(<Footer />)
  const footer = within(screen.getByRole('contentinfo', { name: text.label }))
  expect(footer.getByRole('region', { name: common.consent.detailsHeading })).toBeInTheDocument()
  expect(footer.getByRole('button', { name: common.consent.change })).toBeInTheDocument()
})

it('credits the developer', () => {
  renderWithProviders(<Footer />)
  expect(
    screen.getByRole('link', {
      name: text.developedBy.replace('{{name}}', siteConfig.developer.name),
    }),
  ).toHaveAttribute('href', siteConfig.developer.url)
})

it('on a page reached by navigation, fetches its text at once and shows it', async () => {
  document.documentElement.dataset.hydrated = 'true'
  renderWithProviders(<Footer />)
  const footer = within(screen.getByRole('contentinfo', { name: text.label }))
  expect(await footer.findByRole('heading', { name: text.legalHeading })).toBeInTheDocument()
  expect(footer.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.email}`,
  )
})
