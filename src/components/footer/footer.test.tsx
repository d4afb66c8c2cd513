import { act, screen, within } from '@testing-library/react'
import common from '../../../locales/en/common.json'
import { siteConfig } from '../../lib/site-config'
import { renderWithProviders } from '../../testing/render-with-providers'
import { Footer } from './footer'

const text = common.footer

/**
 * The footer as a page drawn in the browser has it: its text comes with its own code (the served
 * page keeps the server's HTML instead: src/lib/served-html.test.tsx, e2e/first-load.spec.ts).
 */
async function renderFooter() {
  const rendered = renderWithProviders(<Footer />)
  await act(async () => {
    await import('./footer-text')
  })
  return { ...rendered, footer: within(screen.getByRole('contentinfo', { name: text.label })) }
}

afterEach(() => {
  delete process.env.GATSBY_SENTRY_DSN
  localStorage.clear()
})

it('offers the colour theme, and the privacy choice only where consent is asked', async () => {
  const { unmount } = await renderFooter()
  expect(screen.getByRole('combobox', { name: common.colorMode.label })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: common.consent.change })).not.toBeInTheDocument()
  unmount()

  process.env.GATSBY_SENTRY_DSN = 'https://key@o1.ingest.sentry.io/42'
  const { footer } = await renderFooter()
  expect(footer.getByRole('region', { name: common.consent.detailsHeading })).toBeInTheDocument()
  expect(footer.getByRole('button', { name: common.consent.change })).toBeInTheDocument()
})

it('credits the developer', async () => {
  const { footer } = await renderFooter()
  expect(
    footer.getByRole('link', {
      name: text.developedBy.replace('{{name}}', siteConfig.developer.name),
    }),
  ).toHaveAttribute('href', siteConfig.developer.url)
})

it('on a page drawn in the browser, shows its text once its code is in', async () => {
  const { footer } = await renderFooter()
  expect(footer.getByRole('heading', { name: text.legalHeading })).toBeInTheDocument()
  expect(footer.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.email}`,
  )
})
