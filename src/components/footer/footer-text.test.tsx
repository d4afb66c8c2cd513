import { within } from '@testing-library/react'
import common from '../../../locales/en/common.json'
import { siteConfig, telHref, unbreakablePhone } from '../../lib/site-config'
import { renderWithProviders } from '../../testing/render-with-providers'
import { FooterText } from './footer-text'

const text = common.footer
const { brandName: brand, phone, email, social } = siteConfig

/** A locale string with its {{placeholders}} filled, as i18next would. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
}

function renderFooter() {
  const { container } = renderWithProviders(<FooterText />)
  return container as HTMLElement
}

it('describes the firm and gives the risk warning and the legal information', () => {
  const footer = within(renderFooter())
  expect(footer.getByText(fill(text.description, { brand }))).toBeInTheDocument()
  expect(footer.getByRole('heading', { name: text.legalHeading })).toBeInTheDocument()
  expect(
    footer.getByText(
      fill(text.disclaimer, {
        brand,
        licence: siteConfig.brokerLicence,
        registration: siteConfig.companyRegistration,
      }),
    ),
  ).toBeInTheDocument()
  expect(
    footer.getByText(fill(text.incorporation, { jurisdiction: siteConfig.jurisdiction })),
  ).toBeInTheDocument()
  expect(footer.getByText(text.risk)).toBeInTheDocument()
  expect(
    footer.getByText(fill(text.integration, { provider: siteConfig.provider })),
  ).toBeInTheDocument()
})

it('lists the contacts as links that call, write and follow', () => {
  const footer = within(renderFooter())
  expect(footer.getByRole('heading', { name: text.contactHeading })).toBeInTheDocument()
  expect(footer.getByRole('link', { name: unbreakablePhone(phone) })).toHaveAttribute(
    'href',
    telHref(phone),
  )
  expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  const follow = footer.getByRole('link', {
    name: fill(text.socialLabel, { brand, network: social.network }),
  })
  expect(follow).toHaveAttribute('href', social.url)
})

it('shows the phone number on one line, and its link calls that number', () => {
  const footer = renderFooter()
  const call = footer.querySelector<HTMLAnchorElement>('a[href^="tel:"]')
  const shown = call?.textContent ?? ''
  // Only non-breaking spaces (U+00A0) and hyphens (U+2011): a narrow footer cannot wrap it.
  expect(shown).not.toMatch(/[ \-\u2010]/)
  expect(shown.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-')).toBe(phone)
  expect(call).toHaveAttribute('href', `tel:${shown.replace(/[^\d+]/g, '')}`)
  expect(call?.getAttribute('href')).toMatch(/^tel:\+\d{8,15}$/)
})
