import type { ReactNode } from 'react'
import { PhraseText } from '../phrase-text'
import { PageSection } from './page-section'

/** A page with a heading, an introduction and optional content below. */
export function SimplePage({
  heading,
  intro,
  children,
}: {
  heading: string
  intro: string
  children?: ReactNode
}) {
  return (
    // Smaller on phones, so the heading, the introduction and what follows them share the first
    // screen with whatever sits above the page.
    <PageSection as="div" sx={{ pt: [4, 6], pb: [5, 6] }}>
      <h1 sx={{ variant: 'text.heading', fontSize: ['28px', 7], mt: 0 }}>
        <PhraseText text={heading} />
      </h1>
      <p sx={{ fontSize: [2, 3], color: 'mutedText', maxWidth: 'prose' }}>{intro}</p>
      {children}
    </PageSection>
  )
}
