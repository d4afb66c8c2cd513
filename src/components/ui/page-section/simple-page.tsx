import type { ReactNode } from 'react'
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
    <PageSection as="div" sx={{ py: [5, 6] }}>
      <h1 sx={{ variant: 'text.heading', fontSize: [6, 7], mt: 0 }}>{heading}</h1>
      <p sx={{ fontSize: 3, color: 'mutedText', maxWidth: 'prose' }}>{intro}</p>
      {children}
    </PageSection>
  )
}
