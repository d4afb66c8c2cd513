import { navigate } from 'gatsby'
import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '../../components/ui/toast'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { useAuth } from './use-auth'

/** True from a sign-out until its navigation is done: the redirect guards stand aside meanwhile. */
const leavingBySignOutAtom = atom(false)

export function useLeavingBySignOut(): boolean {
  return useAtomValue(leavingBySignOutAtom)
}

/**
 * The one sign-out action, for the header and the consultant area alike: ends the session at once,
 * says "Signed out" in a toast that stays over the page it lands on, and goes to the locale's home
 * page (or to `to`, a path without locale prefix, such as the login for a fresh start). The
 * provider's answer is not waited for (docs/product.md#sign-out): a hung provider delays nothing.
 */
export function useSignOut(language: Language): (to?: string) => Promise<void> {
  const { logout } = useAuth()
  const { show } = useToast()
  const { t } = useTranslation('consultant')
  const setLeaving = useSetAtom(leavingBySignOutAtom)
  return useCallback(
    async (to = '/') => {
      setLeaving(true)
      const providerAnswer = logout()
      show(t('signedOut'), { id: 'signed-out' })
      try {
        await navigate(localePath(language, to))
      } finally {
        setLeaving(false)
      }
      await providerAnswer
    },
    [language, logout, setLeaving, show, t],
  )
}
