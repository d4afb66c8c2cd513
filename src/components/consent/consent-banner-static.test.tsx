/**
 * @jest-environment node
 */
import { Provider } from 'jotai'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createTestI18n } from '../../testing/i18n'
import en from '../../../locales/en/common.json'
import { ConsentBanner } from './consent-banner'
import { PrivacyDetails } from './privacy-details'

beforeEach(() => {
  process.env.GATSBY_SENTRY_DSN = 'https://key@o1.ingest.sentry.io/42'
})

afterEach(() => {
  delete process.env.GATSBY_SENTRY_DSN
})

// The choice lives in the browser: the static HTML is the same for everyone and asks (the banner
// paints with the page; a pre-paint script hides it for those who answered), footer details included.
it('puts the question, its explanation and the footer details into the static HTML', () => {
  const html = renderToString(
    <I18nextProvider i18n={createTestI18n()}>
      <Provider>
        <ConsentBanner />
        <PrivacyDetails />
      </Provider>
    </I18nextProvider>,
  )
  expect(html).toContain(en.consent.summary)
  expect(html).toContain(en.consent.description)
  expect(html).toContain(en.consent.accept)
  expect(html).toContain(en.consent.detailsConsent)
  expect(html).toContain('id="privacy-details"')
})
