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
import { routes } from '../../i18n/routes'
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
  // At least a screen tall in every state: the area replaces the session check's line, and the
  // footer that line left in the first screen was pushed out by it, the whole page jumping
  // (a layout shift of 0.78 at 360 px on every visit of a signed-in consultant).
  return (
    <div sx={{ minHeight: '100vh' }}>
      <ConsultantViewState language={language} />
    </div>
  )
}

function ConsultantViewState({ language }: { language: Language }) {
  const { t } = useTranslation('consultant')
  const isLoading = useIsAuthLoading()
  const isAuthenticated = useIsAuthenticated()
  const consultant = useSignedInConsultant()
  const error = useAuthError()
  const signOut = useSignOut(language)
  const { t: tLogin } = useTranslation('login')
  useAuthRedirect((signedIn) => !signedIn, localePath(language, routes.login.path))

  if (isAuthenticated && !consultant && error === 'consultantFetch') {
    // Signed in, but the provider did not send the consultant: say so and offer a fresh start.
    return (
      <div sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 6 }}>
        <Banner status="error" title={tLogin('errorTitle')}>
          {tLogin('errors.consultantFetch')}
        </Banner>
        <button
          type="button"
          onClick={() => void signOut(routes.login.path)}
          sx={{ variant: 'buttons.solid', mt: 3 }}
        >
          {tLogin('form.submit')}
        </button>
      </div>
    )
  }

  // Its padding, not the line's own margin, sets it off: a margin would collapse through <main>
  // and move it down with the line.
  const loading = (
    <div sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 6 }}>
      <p role="status" sx={{ m: 0 }}>
        {t('loading')}
      </p>
    </div>
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
