import { useTranslation } from 'react-i18next'
import { useSignedInConsultant, useSignOut, useUpdateConsultant } from '../auth'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { routes } from '../../i18n/routes'
import { IsolatedSection } from '../crash'
import { AppShell } from '../../components/ui/app-shell'
import { Persona } from '../../components/ui/persona'
import { NavItem, Sidebar } from '../../components/ui/sidebar'
import { useToast } from '../../components/ui/toast'
import { ConsultantFields } from './consultant-fields'
import { displayNameOf, presenceOf, readField } from './known-fields'
import { PresenceChoice } from './presence-choice'
import { usePresenceLabels } from './use-presence-labels'

/**
 * The signed-in area itself: who you are, your status, your details, sign out. Rendered by
 * ConsultantView once the session and the consultant are there, from a chunk of its own.
 */
export function ConsultantProfile({ language }: { language: Language }) {
  const { t } = useTranslation('consultant')
  const consultant = useSignedInConsultant()
  const updateConsultant = useUpdateConsultant()
  const signOut = useSignOut(language)
  const toast = useToast()
  const presenceLabels = usePresenceLabels()
  if (!consultant) return null

  const name = displayNameOf(consultant) ?? ''
  const presence = presenceOf(consultant)

  return (
    <AppShell
      sidebarToggleLabel={t('sidebarToggle')}
      sidebar={
        <Sidebar
          label={t('sidebarLabel')}
          resizeLabel={t('resizeSidebar')}
          closeLabel={t('sidebarClose')}
        >
          <NavItem
            label={t('nav.profile')}
            href={localePath(language, routes.consultant.path)}
            active
          />
          <NavItem label={t('nav.home')} href={localePath(language, '/')} />
          <NavItem label={t('nav.faq')} href={localePath(language, routes.faq.path)} />
        </Sidebar>
      }
      sx={{ maxWidth: 'container', mx: 'auto', px: 3, py: 5 }}
    >
      <h1 sx={{ variant: 'text.heading', fontSize: [5, 6], mt: 0 }}>{t('welcome', { name })}</h1>
      <IsolatedSection name="consultant-presence">
        <Persona
          name={name}
          secondaryText={readField(consultant, 'email') ?? undefined}
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
