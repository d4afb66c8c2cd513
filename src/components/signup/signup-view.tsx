import { useTranslation } from 'react-i18next'
import { SimplePage } from '../page-section/simple-page'

export function SignupView() {
  const { t } = useTranslation('signup')
  return <SimplePage heading={t('heading')} intro={t('intro')} />
}
