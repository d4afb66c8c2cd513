import type { ReactNode } from 'react'

import { Callout } from './callout'
import type { ContentImage } from './content-image'
import type { CalloutStatus } from './editor-rules'
import { Figure } from './figure'
import { Term } from './term'

export interface EditorComponentOptions {
  /** The hidden word that tells a screen reader what a callout is, in the entry's language. */
  calloutLabels: Readonly<Record<CalloutStatus, string>>
  /** Every `<Figure src>` of the body, resolved before rendering. */
  images: ReadonlyMap<string, ContentImage>
  /** Unique on the page (the FAQ shows every entry): ids of definitions start with it. */
  idPrefix: string
}

type WithChildren<P> = P & { children?: ReactNode }

/** The components map an MDX body renders with; attributes were checked by the content rules. */
export function editorComponents({ calloutLabels, images, idPrefix }: EditorComponentOptions) {
  let terms = 0
  return {
    Callout: ({ status, children }: WithChildren<{ status: CalloutStatus }>) => (
      <Callout status={status} label={calloutLabels[status]}>
        {children}
      </Callout>
    ),
    Figure: ({ src, alt, caption }: { src: string; alt: string; caption?: string }) => {
      const image = images.get(src)
      if (!image) throw new Error(`Figure "${src}" was not resolved before rendering`)
      return <Figure image={image} alt={alt} caption={caption} />
    },
    Term: ({ title, children }: WithChildren<{ title: string }>) => (
      <Term id={`${idPrefix}-term-${++terms}`} title={title}>
        {children}
      </Term>
    ),
  }
}
