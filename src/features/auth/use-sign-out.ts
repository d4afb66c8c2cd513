import { navigate } from 'gatsby'
import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '../../components/ui/toast'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { logoutAtom } from './state/auth-atoms'

/**
 * Where and when a sign-out left. Gatsby's `navigate` returns before the next page is on screen,
 * so the page signed out on stays mounted, signed out, for a moment: its redirect guard stands
 * aside then. A page mounted after the sign-out (the next one, or this one again through Back) is
 * guarded as usual.
 */
const leftPageAtom = atom<{ page: string; at: number } | null>(null)

const currentPage = () => (typeof window === 'undefined' ? null : window.location.pathname)

/** True on the page a sign-out is leaving, for the page as it was mounted when the visitor left. */
export function useLeavingBySignOut(): boolean {
  const left = useAtomValue(leftPageAtom)
  const [mountedAt] = useState(() => performance.now())
  return left !== null && left.page === currentPage() && left.at >= mountedAt
}

/**
 * The one sign-out action, for the header and the consultant area alike: ends the session at once,
 * says "Signed out" in a toast that stays over the page it lands on, and goes to the locale's home
 * page (or to `to`, a path without locale prefix, such as the login for a fresh start). The
 * provider's answer is not waited for (docs/product.md#sign-out): a hung provider delays nothing.
 */
export function useSignOut(language: Language): (to?: string) => Promise<void> {
  const logout = useSetAtom(logoutAtom) // not useAuth: no re-render on other auth changes
  const { show } = useToast()
  const { t } = useTranslation('consultant')
  const setLeftPage = useSetAtom(leftPageAtom)
  return useCallback(
    async (to = '/') => {
      setLeftPage({ page: currentPage() ?? '', at: performance.now() })
      const providerAnswer = logout()
      show(t('signedOut'), { id: 'signed-out' })
      void navigate(localePath(language, to))
      await providerAnswer
    },
    [language, logout, setLeftPage, show, t],
  )
}
