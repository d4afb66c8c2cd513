import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuthError } from '../use-auth-status'

/**
 * The failed sign-in's message, read from the auth state by this part alone: when the provider's
 * answer sets it, this text renders and the banner around it does not
 * (docs/performance.md#interactions). Translated once per error.
 */
export function SignInErrorMessage() {
  const { t } = useTranslation('login')
  const error = useAuthError()
  const message = useMemo(() => (error ? t(`errors.${error}`) : null), [t, error])
  return <>{message}</>
}
