import { defaultLanguage } from '../../src/i18n/languages'
import { freshnessOf, type Freshness } from '../../src/lib/content/freshness'
import { mdxContentKinds, type ContentKind } from '../../src/lib/content/model'
import { mdxSourceText, sourceDigest } from '../../src/lib/content/translation-source'
import type { ImmutableMap } from './decap-global'

/** What the stamp field of one language says about its translation, in the editor's words. */
export type StampStatus = Freshness | 'source' | 'not-compared'

export const stampHints: Readonly<Record<StampStatus, string>> = {
  source:
    'Each translation records which version of this pt-BR text it was made from. Changing it here marks the translations outdated until they are translated again.',
  current: 'Up to date: translated from today’s pt-BR text.',
  outdated:
    'Outdated: the pt-BR text changed after this translation was made, and visitors see a note. Bring it up to date with pt-BR, then save: saving a changed translation marks it up to date.',
  unstamped:
    'Unknown: this translation does not record which pt-BR text it was made from. Saving a change to it records today’s.',
  'not-compared':
    'Saving a change to this translation records which pt-BR text it was made from; npm run content:check lists outdated ones.',
}

/**
 * The status of a language's stamp against the pt-BR text as it stands in the editor now
 * (`currentDigest`), or `not-compared` when that text is not on this screen (a banner: each
 * language is its own file).
 */
export function stampStatus(
  locale: string | undefined,
  stamp: unknown,
  currentDigest: string | null,
): StampStatus {
  if (!locale || locale === defaultLanguage) return 'source'
  return currentDigest === null ? 'not-compared' : freshnessOf(stamp, currentDigest)
}

/** The digest of the pt-BR text of an entry of an MDX collection, or null for other collections. */
export async function entrySourceDigest(
  collection: string,
  ptBRData: Record<string, unknown>,
): Promise<string | null> {
  if (!(collection in mdxContentKinds)) return null
  const kind = mdxContentKinds[collection as ContentKind]
  return sourceDigest(mdxSourceText(kind, ptBRData, ptBRData.body))
}

/** What Decap passes a widget's control (https://decapcms.org/docs/custom-widgets/). */
interface ControlProps {
  value?: unknown
  /** The whole entry: `data` is pt-BR's, whichever language this control is for. */
  entry: ImmutableMap
  collection: ImmutableMap
  locale?: string
  forID?: string
  classNameWrapper?: string
}

/** `digest`: undefined while it is being computed, null when this collection has none. */
interface ControlState {
  digest?: string | null
}

interface ControlThis {
  props: ControlProps
  state: ControlState
  run?: number
  setState(state: ControlState): void
  update(): void
}

interface ReactGlobals {
  h: (type: string, props: object | null, ...children: unknown[]) => unknown
  createClass: (spec: object) => unknown
}

/**
 * The stamp's control: never edited (the save writes it, cms/editor/translation-stamps.ts), it
 * says whether this language's translation is of today's pt-BR text, recomputed as pt-BR is
 * edited. Built with Decap's own React globals, like the preview (cms/preview/preview-template.ts).
 */
export function translationStampControl(
  { h, createClass }: ReactGlobals = window as unknown as ReactGlobals,
): unknown {
  return createClass({
    getInitialState(): ControlState {
      return {}
    },
    componentDidMount(this: ControlThis) {
      this.update()
    },
    componentDidUpdate(this: ControlThis, previous: ControlProps) {
      if (previous.entry.get('data') !== this.props.entry.get('data')) this.update()
    },
    update(this: ControlThis) {
      const { entry, collection } = this.props
      const data = (entry.get('data') as ImmutableMap | undefined)?.toJS() ?? {}
      const run = (this.run = (this.run ?? 0) + 1)
      void entrySourceDigest(String(collection.get('name')), data).then((digest) => {
        if (run === this.run) this.setState({ digest })
      })
    },
    render(this: ControlThis) {
      const { value, locale, forID, classNameWrapper } = this.props
      const { digest } = this.state
      const status = digest === undefined ? null : stampStatus(locale, value, digest)
      return h(
        'p',
        { id: forID, className: classNameWrapper, 'data-stamp-status': status ?? 'pending' },
        status ? stampHints[status] : '',
      )
    },
  })
}
