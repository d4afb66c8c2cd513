import { useAtomValue, useSetAtom } from 'jotai'
import type { Consultant } from './consultant'
import type { AuthError } from './state/auth-errors'
import {
  authErrorAtom,
  checkAuthAtom,
  consultantAtom,
  isAuthenticatedAtom,
  isLoadingAtom,
  logoutAtom,
  updateConsultantAtom,
} from './state/auth-atoms'
import { loginAtom } from './state/screen-atoms'

/** The authentication context (docs/product.md#sessions), exactly these members. */
export interface AuthContextValue {
  isAuthenticated: boolean
  /** True until the first check has decided (static HTML and first render included). */
  isLoading: boolean
  consultant: Consultant | null
  /** Resolves true when signed in; on false, `error` says why. */
  login: (username: string, password: string) => Promise<boolean>
  logout: () => Promise<void>
  /** A key to translate as `errors.<key>`; null when there is nothing to say. */
  error: AuthError | null
  checkAuth: () => Promise<void>
  updateConsultant: (partial: Partial<Consultant>) => void
}

/**
 * Screens use this hook, never the atoms. Needs the jotai Provider and one AuthBootstrap above. The
 * frame reads use-auth-status.ts instead: this one brings the sign-in action with it.
 */
export function useAuth(): AuthContextValue {
  return {
    isAuthenticated: useAtomValue(isAuthenticatedAtom),
    isLoading: useAtomValue(isLoadingAtom),
    consultant: useAtomValue(consultantAtom),
    login: useSetAtom(loginAtom),
    logout: useSetAtom(logoutAtom),
    error: useAtomValue(authErrorAtom),
    checkAuth: useSetAtom(checkAuthAtom),
    updateConsultant: useSetAtom(updateConsultantAtom),
  }
}
