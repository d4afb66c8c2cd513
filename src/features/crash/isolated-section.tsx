import type { ReactNode } from 'react'

import { useClientValue } from '../../hooks/use-client-value'

import { SectionBoundary } from './section-boundary'

/** Test-only: `?crash=<name>` throws inside that section, after hydration (GATSBY_CRASH_TEST=1). */
function RealSectionCrash({ name }: { name: string }) {
  const crash = useClientValue(
    () => new URLSearchParams(window.location.search).get('crash') === name,
    false,
  )
  if (crash) throw new Error(`Crash test: the ${name} section`)
  return null
}

// Gatsby inlines the variable: in other builds the minifier drops RealSectionCrash.
const SectionCrash = process.env.GATSBY_CRASH_TEST === '1' ? RealSectionCrash : () => null

/**
 * A part of a page that can fail on its own: a crash inside shows 'Something went wrong.' in its
 * place and is reported, while the header, footer and other sections keep working.
 */
export function IsolatedSection({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <SectionBoundary>
      <SectionCrash name={name} />
      {children}
    </SectionBoundary>
  )
}
