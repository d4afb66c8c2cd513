import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { siteConfig } from '../../lib/site-config'
import { servedPart, servedThenFetched } from '../../lib/served-html'
import { ColorModeSelect } from '../color-mode-select'
import { PrivacyDetails } from '../consent'
import { footerSmallPrint } from './footer-styles'

type FooterTextModule = typeof import('./footer-text')

/** How the browser finds the footer's text as the server wrote it. */
const footerTextPart = 'footer-text'

/**
 * Most of the footer is text and plain links, which work as the server wrote them: the page keeps
 * that HTML, and the part's code (4 KiB) is fetched only for pages drawn in the browser
 * (src/lib/served-html.tsx). `BUILD_STAGE` is a constant webpack inlines, so the `require` is not
 * even parsed for the browser's bundles.
 */
const FooterText: ComponentType =
  process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html'
    ? servedPart(
        footerTextPart,
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
        (require('./footer-text') as FooterTextModule).FooterText,
      )
    : servedThenFetched(footerTextPart, () =>
        import(/* webpackChunkName: "footer-text" */ './footer-text').then(
          (module) => module.FooterText,
        ),
      )

/**
 * The firm's description, contacts, legal text and risk warning (footer-text.tsx); the privacy
 * details with the control that reopens the consent choice, the colour theme and the credits,
 * which are hydrated with the page: the controls must answer from the first tap.
 */
export function Footer() {
  const { t } = useTranslation('common')
  const { developer } = siteConfig
  return (
    <footer
      aria-label={t('footer.label')}
      sx={{ bg: 'muted', borderTop: '1px solid', borderColor: 'border', mt: 7 }}
    >
      <div sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 5 }}>
        <FooterText />
        <PrivacyDetails />
        <div
          sx={{
            mt: 4,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 3,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <ColorModeSelect />
          <p sx={{ ...footerSmallPrint, mb: 0 }}>
            <a href={developer.url} rel="noopener">
              {t('footer.developedBy', { name: developer.name })}
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}
