import { useTranslation } from 'react-i18next'
import { siteConfig } from '../../lib/site-config'
import { SimplePage } from '../ui/page-section/simple-page'
import { Stepper } from '../ui/stepper'

const stepIds = ['provider', 'connect', 'consultant'] as const

/** The account-opening journey: three steps, the first one is where a visitor starts. */
export function SignupView() {
  const { t } = useTranslation('signup')
  const steps = stepIds.map((id) => ({
    id,
    title: t(`steps.${id}.title`),
    description: t(`steps.${id}.description`),
  }))
  return (
    <SimplePage heading={t('heading')} intro={t('intro')}>
      {/* The action first, where a phone's first screen shows it; the steps explain it below. */}
      <a
        href={siteConfig.registrationUrl}
        rel="noopener"
        aria-describedby="signup-cta-note"
        sx={{
          variant: 'buttons.primary',
          display: 'inline-block',
          textDecoration: 'none',
          fontSize: 3,
        }}
      >
        {t('cta')}
      </a>
      <p id="signup-cta-note" sx={{ color: 'mutedText', fontSize: 1 }}>
        {t('ctaNote')}
      </p>
      <Stepper
        aria-label={t('steps.label')}
        steps={steps}
        current={0}
        orientation="vertical"
        statusLabels={{
          complete: t('stepStatus.complete'),
          active: t('stepStatus.active'),
          incomplete: t('stepStatus.incomplete'),
        }}
        sx={{ mt: 5, mb: 0, maxWidth: 'prose' }}
      />
    </SimplePage>
  )
}
