import { navigate } from 'gatsby'
import { useEffect } from 'react'
import { useIsAuthLoading, useIsAuthenticated } from '../use-auth-status'
import { useLeavingBySignOut } from '../use-sign-out'

/**
 * Once the session check has decided, sends the visitor elsewhere when `shouldLeave` says so
 * (signed-in visitors away from the login, signed-out ones away from the consultant area). A
 * sign-out decides where it goes itself: while it navigates, the guard stands aside.
 */
export function useAuthRedirect(
  shouldLeave: (isAuthenticated: boolean) => boolean,
  to: string,
): boolean {
  const isAuthenticated = useIsAuthenticated()
  const isLoading = useIsAuthLoading()
  const signingOut = useLeavingBySignOut()
  const leaving = !isLoading && !signingOut && shouldLeave(isAuthenticated)
  useEffect(() => {
    if (leaving) void navigate(to, { replace: true })
  }, [leaving, to])
  return leaving
}
