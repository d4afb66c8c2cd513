import { useTranslation } from 'react-i18next'
import type { ThemeUIStyleObject } from 'theme-ui'
import { siteConfig, telHref, unbreakablePhone } from '../../lib/site-config'
import { ColorModeSelect } from '../color-mode-select'
import { PrivacyDetails } from '../consent'
import { List, ListItem } from '../ui/list'
import { contactIcons } from './contact-icons'

const headingStyles: ThemeUIStyleObject = { fontSize: 2, mt: 0, mb: 2 }
const smallPrint: ThemeUIStyleObject = { fontSize: 1, color: 'mutedText', m: 0, mb: 2 }

/**
 * The firm's description, contacts, address, social link, legal text, risk warning and credits; the
 * privacy details with the control that reopens the consent choice.
 */
export function Footer() {
  const { t } = useTranslation('common')
  const { brandName: brand, phone, email, address, social, developer } = siteConfig
  return (
    <footer
      aria-label={t('footer.label')}
      sx={{ bg: 'muted', borderTop: '1px solid', borderColor: 'border', mt: 7 }}
    >
      <div sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 5 }}>
        <div sx={{ display: 'grid', gap: 4, gridTemplateColumns: ['1fr', '1fr', '2fr 1fr'] }}>
          <div>
            <p sx={{ fontWeight: 'bold', fontSize: 3, mt: 0, mb: 2 }}>{brand}</p>
            <p sx={{ m: 0 }}>{t('footer.description', { brand })}</p>
          </div>
          <div>
            <h2 sx={headingStyles}>{t('footer.contactHeading')}</h2>
            <List sx={{ display: 'grid', gap: 3 }}>
              <ListItem
                icon={contactIcons.phone}
                primary={<a href={telHref(phone)}>{unbreakablePhone(phone)}</a>}
                secondary={t('footer.phoneLabel')}
              />
              <ListItem
                icon={contactIcons.email}
                primary={<a href={`mailto:${email}`}>{email}</a>}
                secondary={t('footer.emailLabel')}
              />
              <ListItem
                icon={contactIcons.address}
                primary={
                  <address>
                    {address.street}, {t('footer.mezzanine')}
                    <br />
                    {address.city}, {address.postalCode}
                  </address>
                }
                secondary={t('footer.addressLabel')}
              />
              <ListItem
                icon={contactIcons.social}
                primary={
                  <a
                    href={social.url}
                    rel="noopener me"
                    aria-label={t('footer.socialLabel', { brand, network: social.network })}
                  >
                    {t('footer.social', { network: social.network })}
                  </a>
                }
              />
            </List>
          </div>
        </div>
        <section
          aria-labelledby="footer-legal"
          sx={{ mt: 5, pt: 4, borderTop: '1px solid', borderColor: 'border' }}
        >
          <h2 id="footer-legal" sx={headingStyles}>
            {t('footer.legalHeading')}
          </h2>
          <p sx={smallPrint}>
            {t('footer.disclaimer', {
              brand,
              licence: siteConfig.brokerLicence,
              registration: siteConfig.companyRegistration,
            })}
          </p>
          <p sx={smallPrint}>
            {t('footer.incorporation', { jurisdiction: siteConfig.jurisdiction })}
          </p>
          <p sx={{ ...smallPrint, fontWeight: 'bold', color: 'text' }}>{t('footer.risk')}</p>
          <p sx={smallPrint}>{t('footer.integration', { provider: siteConfig.provider })}</p>
        </section>
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
          <p sx={{ ...smallPrint, mb: 0 }}>
            <a href={developer.url} rel="noopener">
              {t('footer.developedBy', { name: developer.name })}
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}
