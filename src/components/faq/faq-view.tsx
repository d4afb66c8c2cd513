import { useTranslation } from 'react-i18next'
import { SimplePage } from '../page-section/simple-page'

/** FAQ page; the questions themselves come from content/ (issue 4). */
export function FaqView() {
  const { t } = useTranslation('faq')
  return <SimplePage heading={t('heading')} intro={t('intro')} />
}
