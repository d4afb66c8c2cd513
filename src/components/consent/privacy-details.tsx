import { useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import type { ThemeUIStyleObject } from 'theme-ui'
import { consentApplies } from '../../features/consent'
import { consentReviewAtom, privacyChoiceButtonId, privacyDetailsId } from './consent-review'

const smallPrint: ThemeUIStyleObject = { fontSize: 1, color: 'mutedText', m: 0, mb: 2 }

/**
 * The footer's privacy section, on every page: what runs with consent and what without (the
 * banner's details link points here), and the control that reopens the choice at any time. Static
 * text, the same for everyone, so it shifts nothing when the page becomes interactive.
 */
export function PrivacyDetails() {
  const { t } = useTranslation('common')
  const review = useSetAtom(consentReviewAtom)
  if (!consentApplies()) return null
  const headingId = `${privacyDetailsId}-heading`
  return (
    <section
      id={privacyDetailsId}
      aria-labelledby={headingId}
      sx={{ mt: 4, pt: 4, borderTop: '1px solid', borderColor: 'border' }}
    >
      <h2 id={headingId} sx={{ fontSize: 2, mt: 0, mb: 2 }}>
        {t('consent.detailsHeading')}
      </h2>
      <p sx={smallPrint}>{t('consent.detailsConsent')}</p>
      <p sx={smallPrint}>{t('consent.detailsErrors')}</p>
      <p sx={smallPrint}>{t('consent.detailsGlobalPrivacyControl')}</p>
      <button
        id={privacyChoiceButtonId}
        type="button"
        onClick={() => review((count) => count + 1)}
        sx={{ font: 'inherit', variant: 'buttons.ghost', fontSize: 1, mt: 1 }}
      >
        {t('consent.change')}
      </button>
    </section>
  )
}
