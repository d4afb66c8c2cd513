import { useEffect, useMemo, useRef } from 'react'
import { visuallyHidden } from '../../components/ui/visually-hidden'
import { japaneseStack } from '../../lib/theme'
import { crashTextsFor, currentLanguage } from './crash-texts'
import { isSessionError } from './is-session-error'
import { themed } from './readable-defaults'
import { useCrashLogout } from './use-crash-logout'

export interface CrashFallbackProps {
  /** What the boundary caught; its message picks the session or the general variant. */
  error: unknown
}

/**
 * The screen that replaces the app after a render error (docs/product.md#crash-screen).
 * Self-sufficient: its texts come from locales/<lng>/crash.json by the URL's locale, and its
 * colours stay readable without a theme, because the providers may be what failed.
 */
export function CrashFallback({ error }: CrashFallbackProps) {
  const language = useMemo(() => currentLanguage(), [])
  const texts = crashTextsFor(language)
  const session = isSessionError(error)
  const { pending, logOut } = useCrashLogout()
  const headingRef = useRef<HTMLHeadingElement>(null)

  // The page under the reader's focus is gone: start them at the explanation.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <main
      lang={language}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 3,
        py: 5,
        textAlign: 'center',
        color: themed('colors', 'text', 'CanvasText'),
        bg: themed('colors', 'background', 'Canvas'),
        // Set on this element, the body font would beat the root's `:lang(ja)` stack.
        fontFamily:
          language === 'ja' ? japaneseStack : themed('fonts', 'body', 'system-ui, sans-serif'),
        lineHeight: 'body',
      }}
    >
      <h1
        ref={headingRef}
        tabIndex={-1}
        sx={{ m: 0, fontSize: [5, 6], fontFamily: themed('fonts', 'heading', 'inherit') }}
      >
        {texts.title}
      </h1>
      <p sx={{ m: 0, maxWidth: 'prose' }}>
        {session ? texts.sessionMessage : texts.generalMessage}
      </p>
      <button
        type="button"
        disabled={pending}
        onClick={logOut}
        sx={{ variant: 'buttons.primary', fontSize: 2, '&:disabled': { cursor: 'progress' } }}
      >
        {pending ? texts.loggingOut : session ? texts.logInAgain : texts.tryAgain}
      </button>
      {/* Present from the start, so assistive technology announces the text when it appears. */}
      <p role="status" sx={visuallyHidden}>
        {pending ? texts.loggingOut : null}
      </p>
    </main>
  )
}
