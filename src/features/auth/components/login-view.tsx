import { Link, navigate } from 'gatsby'
import { useTranslation } from 'react-i18next'
import { LoginForm } from './login-form'
import { useAuthRedirect } from './use-redirect'
import type { Language } from '../../../i18n/languages'
import { localePath } from '../../../i18n/paths'
import { routes } from '../../../i18n/routes'
import { SimplePage } from '../../../components/ui/page-section/simple-page'

/** /login: the form; a consultant who is already signed in goes straight to their area. */
export function LoginView({ language }: { language: Language }) {
  const { t } = useTranslation('login')
  const { t: tCommon } = useTranslation('common')
  const consultantPath = localePath(language, routes.consultant.path)
  useAuthRedirect((isAuthenticated) => isAuthenticated, consultantPath)
  return (
    <SimplePage heading={t('heading')} intro={t('intro')}>
      <LoginForm onSignedIn={() => void navigate(consultantPath)} />
      <p sx={{ mt: 4 }}>
        {t('noAccount')}{' '}
        <Link to={localePath(language, routes.signup.path)}>{tCommon('nav.signup')}</Link>
      </p>
    </SimplePage>
  )
}
