import { useTranslation } from 'react-i18next'
import { SimplePage } from '../page-section/simple-page'

export function LoginView() {
  const { t } = useTranslation('login')
  return <SimplePage heading={t('heading')} intro={t('intro')} />
}
