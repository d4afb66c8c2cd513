import { useClientValue } from '../../hooks/use-client-value'

type CrashKind = 'session' | 'general'

function crashKindInUrl(): CrashKind | null {
  const value = new URLSearchParams(window.location.search).get('crash')
  return value === 'session' || value === 'general' ? value : null
}

/** Throws on the render after hydration, so hydration completes first and the boundary catches it. */
function RealCrashTrigger() {
  const kind = useClientValue(crashKindInUrl, null)
  // The session message matches isSessionError; the general one must not.
  if (kind === 'session') throw new Error('Unauthorized token (crash test)')
  if (kind === 'general') throw new Error('Crash test: a render error')
  return null
}

function NoCrashTrigger() {
  return null
}

/**
 * Test-only switch: `?crash=session` or `?crash=general` throws a render error, but only in builds
 * made with GATSBY_CRASH_TEST=1. Gatsby inlines the variable, so elsewhere the condition is a
 * constant and the minifier drops RealCrashTrigger.
 */
export const CrashTrigger =
  process.env.GATSBY_CRASH_TEST === '1' ? RealCrashTrigger : NoCrashTrigger
