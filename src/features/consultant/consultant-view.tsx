import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import {
  useAuthError,
  useAuthRedirect,
  useIsAuthLoading,
  useIsAuthenticated,
  useSignedInConsultant,
  useSignOut,
} from '../auth'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { IsolatedSection } from '../crash'
import { Banner } from '../../components/ui/banner'

// The signed-in screen (app shell, sidebar, persona, tooltips: 26 KB) is never in the page's HTML,
// which is built signed out: it loads once a session is there, not with every visit to the page
// (docs/performance.md#first-load-javascript).
const ConsultantProfile = lazy(() =>
  import(/* webpackChunkName: "consultant-profile" */ './consultant-profile').then(
    ({ ConsultantProfile }) => ({ default: ConsultantProfile }),
  ),
)

/** The signed-in area: who you are, your status, your details, sign out. Signed-out visitors go to /login. */
export function ConsultantView({ language }: { language: Language }) {
  const { t } = useTranslation('consultant')
  const isLoading = useIsAuthLoading()
  const isAuthenticated = useIsAuthenticated()
  const consultant = useSignedInConsultant()
  const error = useAuthError()
  const signOut = useSignOut(language)
  const { t: tLogin } = useTranslation('login')
  useAuthRedirect((signedIn) => !signedIn, localePath(language, '/login/'))

  if (isAuthenticated && !consultant && error === 'consultantFetch') {
    // Signed in, but the provider did not send the consultant: say so and offer a fresh start.
    return (
      <div sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 6 }}>
        <Banner status="error" title={tLogin('errorTitle')}>
          {tLogin('errors.consultantFetch')}
        </Banner>
        <button
          type="button"
          onClick={() => void signOut('/login/')}
          sx={{ variant: 'buttons.solid', mt: 3 }}
        >
          {tLogin('form.submit')}
        </button>
      </div>
    )
  }

  const loading = (
    <p role="status" sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 6 }}>
      {t('loading')}
    </p>
  )
  if (isLoading || !isAuthenticated || !consultant) return loading
  // A chunk that cannot load shows the section's own error, not the site's crash screen.
  return (
    <IsolatedSection name="consultant">
      <Suspense fallback={loading}>
        <ConsultantProfile language={language} />
      </Suspense>
    </IsolatedSection>
  )
}
