import { useTranslation } from 'react-i18next'
import { siteConfig, telHref, unbreakablePhone } from '../../lib/site-config'
import { List, ListItem } from '../ui/list'
import { PhraseText } from '../ui/phrase-text'
import { contactIcons } from './contact-icons'
import { footerHeadingStyles, footerSmallPrint } from './footer-styles'

/**
 * The footer's text: the firm's description, contacts, address, social link, legal text and risk
 * warning. Text and plain links only, so it works as the server wrote it: its code is fetched only
 * for pages drawn in the browser (footer.tsx).
 */
export function FooterText() {
  const { t } = useTranslation('common')
  const { brandName: brand, phone, email, address, social } = siteConfig
  return (
    <>
      <div sx={{ display: 'grid', gap: 4, gridTemplateColumns: ['1fr', '1fr', '2fr 1fr'] }}>
        <div>
          <p sx={{ fontWeight: 'bold', fontSize: 3, mt: 0, mb: 2 }}>{brand}</p>
          <p sx={{ m: 0 }}>{t('footer.description', { brand })}</p>
        </div>
        <div>
          <h2 sx={footerHeadingStyles}>
            <PhraseText text={t('footer.contactHeading')} />
          </h2>
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
        <h2 id="footer-legal" sx={footerHeadingStyles}>
          <PhraseText text={t('footer.legalHeading')} />
        </h2>
        <p sx={footerSmallPrint}>
          {t('footer.disclaimer', {
            brand,
            licence: siteConfig.brokerLicence,
            registration: siteConfig.companyRegistration,
          })}
        </p>
        <p sx={footerSmallPrint}>
          {t('footer.incorporation', { jurisdiction: siteConfig.jurisdiction })}
        </p>
        <p sx={{ ...footerSmallPrint, fontWeight: 'bold', color: 'text' }}>{t('footer.risk')}</p>
        <p sx={footerSmallPrint}>{t('footer.integration', { provider: siteConfig.provider })}</p>
      </section>
    </>
  )
}
