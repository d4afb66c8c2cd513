import { useAtomValue, useSetAtom } from 'jotai'
import type { Consultant } from './consultant'
import type { AuthError } from './state/auth-errors'
import {
  authErrorAtom,
  consultantAtom,
  isAuthenticatedAtom,
  isLoadingAtom,
  updateConsultantAtom,
} from './state/auth-atoms'

/**
 * One member each, for the frame and the consultant area: the header reads these on every page,
 * and `useAuth` would re-render it for every change of any member (a failed sign-in's error
 * included), which made a wrong password's message wait for both navigations
 * (docs/performance.md#interactions). `useAuth` also brings the sign-in action, which
 * only the sign-in form needs.
 */
export function useIsAuthenticated(): boolean {
  return useAtomValue(isAuthenticatedAtom)
}

export function useSignedInConsultant(): Consultant | null {
  return useAtomValue(consultantAtom)
}

/** True until the first session check has decided (static HTML and first render included). */
export function useIsAuthLoading(): boolean {
  return useAtomValue(isLoadingAtom)
}

/** A key to translate as `errors.<key>`; null when there is nothing to say. */
export function useAuthError(): AuthError | null {
  return useAtomValue(authErrorAtom)
}

export function useUpdateConsultant(): (partial: Partial<Consultant>) => void {
  return useSetAtom(updateConsultantAtom)
}
