import { useAtomValue } from 'jotai'
import type { Consultant } from './consultant'
import { consultantAtom, isAuthenticatedAtom } from './state/auth-atoms'

/**
 * One member each, for the frame: the header reads these on every page, and `useAuth` would
 * re-render it for every change of any member (a failed sign-in's error included), which made a
 * wrong password's message wait for both navigations (docs/performance.md#interactions-issue-26).
 */
export function useIsAuthenticated(): boolean {
  return useAtomValue(isAuthenticatedAtom)
}

export function useSignedInConsultant(): Consultant | null {
  return useAtomValue(consultantAtom)
}
