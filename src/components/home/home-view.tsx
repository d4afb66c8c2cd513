import { Link } from 'gatsby'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { homeSections } from '../header/nav-items'
import { PageSection } from '../page-section/page-section'

/** Home page: hero with the two entries, then the three sections the header links to. */
export function HomeView({ language }: { language: Language }) {
  const { t } = useTranslation('home')
  const { t: tCommon } = useTranslation('common')
  return (
    <>
      <PageSection as="div" sx={{ py: [6, 7, 8] }}>
        <h1 sx={{ variant: 'text.heading', fontSize: [6, 7, 8], mt: 0, mb: 3, maxWidth: 'prose' }}>
          {t('hero.heading')}
        </h1>
        <p sx={{ fontSize: [3, 4], color: 'mutedText', maxWidth: 'prose', mt: 0, mb: 4 }}>
          {t('hero.lead')}
        </p>
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <Link
            to={localePath(language, '/signup/')}
            sx={{ variant: 'buttons.primary', textDecoration: 'none', fontSize: 3 }}
          >
            {tCommon('nav.signup')}
          </Link>
          <Link
            to={localePath(language, '/login/')}
            sx={{ variant: 'buttons.solid', textDecoration: 'none', fontSize: 3 }}
          >
            {tCommon('nav.login')}
          </Link>
        </div>
      </PageSection>
      {homeSections.map((section) => (
        <PageSection
          key={section}
          id={section}
          labelledBy={`${section}-heading`}
          // Tall enough that only one section at a time can count as "in view" for the navigation.
          sx={{ py: [5, 6], minHeight: '80vh', display: 'flex', alignItems: 'center' }}
        >
          <h2 id={`${section}-heading`} sx={{ variant: 'text.heading', fontSize: [5, 6], mt: 0 }}>
            {t(`${section}.heading`)}
          </h2>
          <p sx={{ fontSize: 3, maxWidth: 'prose', mb: 0 }}>{t(`${section}.body`)}</p>
        </PageSection>
      ))}
    </>
  )
}
