import { navigate } from 'gatsby'
import { useEffect } from 'react'
import { useAuth } from '../use-auth'

/**
 * Once the session check has decided, sends the visitor elsewhere when `shouldLeave` says so
 * (signed-in visitors away from the login, signed-out ones away from the consultant area).
 */
export function useAuthRedirect(
  shouldLeave: (isAuthenticated: boolean) => boolean,
  to: string,
): boolean {
  const { isAuthenticated, isLoading } = useAuth()
  const leaving = !isLoading && shouldLeave(isAuthenticated)
  useEffect(() => {
    if (leaving) void navigate(to, { replace: true })
  }, [leaving, to])
  return leaving
}
