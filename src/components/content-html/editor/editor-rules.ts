/**
 * The components content editors may write in MDX, and the attributes each takes. The build refuses
 * anything else (../mdx/content-rules.ts), so this list is also the documentation's:
 * content/README.md describes each one.
 */
export interface AttributeRule {
  required: boolean
  /** The only values allowed; any text when absent. */
  values?: readonly string[]
}

export interface ComponentRule {
  attributes: Readonly<Record<string, AttributeRule>>
  /** Block components stand on lines of their own; inline ones sit inside a sentence. */
  placement: 'block' | 'inline'
}

export const calloutStatuses = ['info', 'warning'] as const
export type CalloutStatus = (typeof calloutStatuses)[number]

export const editorComponentRules: Readonly<Record<string, ComponentRule>> = {
  Callout: {
    attributes: { status: { required: true, values: calloutStatuses } },
    placement: 'block',
  },
  Figure: {
    attributes: {
      src: { required: true },
      alt: { required: true },
      caption: { required: false },
    },
    placement: 'block',
  },
  Term: { attributes: { title: { required: true } }, placement: 'inline' },
}

export const editorComponentNames = Object.keys(editorComponentRules)
