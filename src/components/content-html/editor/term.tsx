import type { ReactNode } from 'react'

/**
 * A word with its definition, shown beside it on hover and on keyboard focus (the prose styles),
 * and read as the word's description by screen readers. Static: no script needed.
 */
export function Term({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <span className="term">
      {/* Focusable so keyboard users can show the definition too: static copy, no action. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <dfn tabIndex={0} aria-describedby={id}>
        {children}
      </dfn>
      <span className="term-definition" role="tooltip" id={id}>
        {title}
      </span>
    </span>
  )
}
