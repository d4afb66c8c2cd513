import { Link } from 'gatsby'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { SimplePage } from '../ui/page-section/simple-page'

export function NotFoundView({ language }: { language: Language }) {
  const { t } = useTranslation('not-found')
  return (
    <SimplePage heading={t('heading')} intro={t('body')}>
      <Link
        to={localePath(language, '/')}
        sx={{ variant: 'buttons.primary', textDecoration: 'none', display: 'inline-block' }}
      >
        {t('home')}
      </Link>
    </SimplePage>
  )
}
