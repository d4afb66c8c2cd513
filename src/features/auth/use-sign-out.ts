import { navigate } from 'gatsby'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '../../components/ui/toast'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { useAuth } from './use-auth'

/**
 * The one sign-out action, for the header and the consultant area alike: ends the session, says
 * "Signed out" in a toast that stays over the page it lands on, and goes to the locale's home page
 * (or to `to`, a path without locale prefix, such as the login for a fresh start).
 */
export function useSignOut(language: Language): (to?: string) => Promise<void> {
  const { logout } = useAuth()
  const { show } = useToast()
  const { t } = useTranslation('consultant')
  return useCallback(
    async (to = '/') => {
      await logout()
      show(t('signedOut'), { id: 'signed-out' })
      await navigate(localePath(language, to))
    },
    [language, logout, show, t],
  )
}
