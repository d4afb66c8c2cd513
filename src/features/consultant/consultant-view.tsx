import { useTranslation } from 'react-i18next'
import { displayNameOf, useAuth, useAuthRedirect, useSignOut } from '../auth'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { IsolatedSection } from '../crash'
import { AppShell } from '../../components/ui/app-shell'
import { Banner } from '../../components/ui/banner'
import { isPresence, Persona, type Presence } from '../../components/ui/persona'
import { NavItem, Sidebar } from '../../components/ui/sidebar'
import { useToast } from '../../components/ui/toast'
import { ConsultantFields } from './consultant-fields'
import { PresenceChoice } from './presence-choice'
import { usePresenceLabels } from './use-presence-labels'

/** The signed-in area: who you are, your status, your details, sign out. Signed-out visitors go to /login. */
export function ConsultantView({ language }: { language: Language }) {
  const { t } = useTranslation('consultant')
  const { isLoading, isAuthenticated, consultant, updateConsultant, error } = useAuth()
  const signOut = useSignOut(language)
  const { t: tLogin } = useTranslation('login')
  const toast = useToast()
  const presenceLabels = usePresenceLabels()
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

  if (isLoading || !isAuthenticated || !consultant) {
    return (
      <p role="status" sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 6 }}>
        {t('loading')}
      </p>
    )
  }

  const name = displayNameOf(consultant) ?? ''
  const presence: Presence = isPresence(consultant.presence) ? consultant.presence : 'online'

  return (
    <AppShell
      sidebarToggleLabel={t('sidebarToggle')}
      sidebar={
        <Sidebar
          label={t('sidebarLabel')}
          resizeLabel={t('resizeSidebar')}
          closeLabel={t('sidebarClose')}
        >
          <NavItem label={t('nav.profile')} href={localePath(language, '/consultant/')} active />
          <NavItem label={t('nav.home')} href={localePath(language, '/')} />
          <NavItem label={t('nav.faq')} href={localePath(language, '/qatrading/faq/')} />
        </Sidebar>
      }
      sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 5 }}
    >
      <h1 sx={{ variant: 'text.heading', fontSize: [5, 6], mt: 0 }}>{t('welcome', { name })}</h1>
      <IsolatedSection name="consultant-presence">
        <Persona
          name={name}
          secondaryText={typeof consultant.email === 'string' ? consultant.email : undefined}
          presence={presence}
          presenceLabels={presenceLabels}
          showPresenceLabel
          size="large"
          sx={{ mb: 4 }}
        />
        <PresenceChoice
          value={presence}
          onChange={(next) => {
            updateConsultant({ presence: next })
            toast.show(t('presence.saved'), { id: 'presence' })
          }}
        />
      </IsolatedSection>
      <section aria-labelledby="consultant-details" sx={{ mt: 5 }}>
        <h2 id="consultant-details" sx={{ fontSize: 4 }}>
          {t('details.heading')}
        </h2>
        <IsolatedSection name="consultant-details">
          <ConsultantFields consultant={consultant} />
        </IsolatedSection>
      </section>
      <button
        type="button"
        onClick={() => void signOut()}
        sx={{ variant: 'buttons.ghost', mt: 5, px: 3, py: 2 }}
      >
        {t('signOut')}
      </button>
    </AppShell>
  )
}
