import { Link } from 'gatsby'
import { useTranslation } from 'react-i18next'
import { useSignedInConsultant, useSignOut } from '../../features/auth'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { routes } from '../../i18n/routes'
import { Persona } from '../ui/persona'
import { displayNameOf, presenceOf, usePresenceLabels } from '../../features/consultant'

/** While signed in, the header shows the consultant (linking to their area) and a sign-out entry. */
export function AccountLinks({
  language,
  onNavigate,
}: {
  language: Language
  onNavigate?: () => void
}) {
  const { t } = useTranslation('common')
  const consultant = useSignedInConsultant()
  const signOutTo = useSignOut(language)
  const presenceLabels = usePresenceLabels()
  const signOut = () => {
    onNavigate?.()
    return signOutTo()
  }
  return (
    <>
      <li>
        <Link
          to={localePath(language, routes.consultant.path)}
          onClick={onNavigate}
          aria-label={t('header.account')}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 2,
            color: 'text',
            textDecoration: 'none',
            px: 1,
          }}
        >
          <Persona
            name={displayNameOf(consultant) ?? ''}
            presence={presenceOf(consultant)}
            presenceLabels={presenceLabels}
            size="small"
            avatarOnly
          />
        </Link>
      </li>
      <li>
        <button
          type="button"
          onClick={() => void signOut()}
          sx={{ variant: 'buttons.ghost', whiteSpace: 'nowrap' }}
        >
          {t('header.signOut')}
        </button>
      </li>
    </>
  )
}
