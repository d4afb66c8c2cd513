import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Banner } from '../../../components/ui/banner'
import { useHeldSubmit } from '../../../hooks/use-held-submit'
import { afterNextPaint } from '../../../lib/after-next-paint'
import { afterFirstInteraction } from '../../../lib/first-interaction'
import { loadProviderClient } from '../api/load-provider-client'
import { useAuth } from '../use-auth'
import { CredentialFields } from './credential-fields'
import { SignInErrorMessage } from './sign-in-error'

/**
 * Username and password against the provider. The error (docs/product.md#sign-in, translated) is
 * shown in the kit's Banner and focused; the submit button is disabled while a request is pending.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('login')
  const { login, error } = useAuth()
  const errorRef = useRef<HTMLDivElement>(null)
  // Translated once per language: each t() call copies its options and builds a regular
  // expression, and the provider's answer renders this form again
  // (docs/performance.md#interactions).
  const text = useMemo(
    () => ({
      label: t('form.label'),
      errorTitle: t('errorTitle'),
      submit: t('form.submit'),
      submitting: t('form.submitting'),
    }),
    [t],
  )
  // In the page from the start, hidden until a sign-in fails: its styles are then in the static
  // HTML, and showing it adds no style rules for the browser to apply to the page. One element,
  // made once per language: the answer's render passes it on unchanged, so React skips the banner
  // and renders only the message inside it, which reads the error itself (sign-in-error.tsx).
  const errorBanner = useMemo(
    () => (
      <Banner ref={errorRef} tabIndex={-1} status="error" title={text.errorTitle}>
        <SignInErrorMessage />
      </Banner>
    ),
    [text.errorTitle],
  )
  const [pending, setPending] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  useHeldSubmit(formRef)

  // The provider client is fetched while the visitor types, not when they submit: after the paint
  // of their first tap or key on the page, so a visit that only reads it never loads it (3.6 KB of
  // the first load; docs/performance.md#first-load-javascript). A submit before it has arrived
  // waits for it; a failed fetch is retried by the submit.
  useEffect(
    () =>
      afterFirstInteraction(() => {
        loadProviderClient().catch(() => undefined)
      }),
    [],
  )

  // Each failed attempt moves focus to its message, so it is read out and the form can be retried.
  // After the paint that shows it: focusing computes the page's style and layout at once, which
  // would otherwise hold that paint back.
  useEffect(() => {
    if (error && attempt > 0) afterNextPaint(() => errorRef.current?.focus())
  }, [error, attempt])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = new FormData(event.currentTarget)
    setPending(true)
    // "Signing in…" first: the call reads the CSRF cookie (a synchronous round trip to the browser
    // process) and starts the request after that paint.
    await new Promise<void>((resolve) => afterNextPaint(resolve))
    const signedIn = await login(
      String(form.get('username') ?? ''),
      String(form.get('password') ?? ''),
    )
    setPending(false)
    setAttempt((count) => count + 1)
    if (signedIn) onSignedIn()
  }

  return (
    <form
      ref={formRef}
      // Never a GET with the password in the URL, even if a submit slipped past every script.
      method="post"
      // The pre-hydration guard may have marked it (use-held-submit.ts): not a mismatch.
      suppressHydrationWarning
      onSubmit={submit}
      aria-label={text.label}
      sx={{
        maxWidth: 420,
        display: 'grid',
        gap: 3,
        // The error shows at once, without the banner's 0.2 s fade-in: the visitor is waiting for
        // the answer, and a fading alert is read a fade later (docs/performance.md#interactions).
        '& [data-status][data-appear]': { animation: 'none' },
      }}
    >
      {/* The same alert for every attempt, shown and hidden rather than mounted anew: a new
          attempt clears the error, which hides it, so each failure shows it again, a new alert
          for screen readers, and focus moves to it (the effect above). A remount per attempt cost
          the answer's frame the removal of the old alert and the creation of the new one. */}
      <div hidden={!error}>{errorBanner}</div>
      <CredentialFields />
      <button
        type="submit"
        disabled={pending}
        sx={{
          variant: 'buttons.solid',
          fontSize: 3,
          '&:disabled': { opacity: 0.7, cursor: 'wait' },
        }}
      >
        {pending ? text.submitting : text.submit}
      </button>
    </form>
  )
}
