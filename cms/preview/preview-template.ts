import { isLanguage, defaultLanguage, type Language } from '../../src/i18n/languages'
import type { ImmutableMap } from '../editor/decap-global'
import type { EntryData } from '../editor/mdx-file'
import { previewHtml } from './preview-html'
import { previewClass } from './preview-styles'

/** What Decap passes a preview template (https://decapcms.org/docs/customization/). */
interface PreviewProps {
  entry: ImmutableMap
  /** The language shown in the left pane, which the preview follows. */
  locale?: string
  getAsset: (path: string) => { toString(): string } | undefined
}

interface PreviewState {
  html: string
  error: string | null
}

/** `this` inside a create-react-class spec. */
interface Component {
  props: PreviewProps
  state: PreviewState
  run?: number
  setState(state: Partial<PreviewState>): void
  update(): void
}

/** Decap's globals for templates: its own React 19 `createElement` and create-react-class. */
interface DecapReactGlobals {
  h: (type: string, props: object | null, ...children: unknown[]) => unknown
  createClass: (spec: object) => unknown
}

/**
 * A preview template for a content collection: the heading (`question` or `title`) and the body
 * as the build renders it, in the site's styles (registered as the frame's style sheet). The body
 * is rendered asynchronously (MDX compiles to code first); a newer edit wins over an older render.
 * A mistake the build would stop on is shown instead, with its file and line.
 */
export function previewTemplate(collection: 'faq' | 'home', headingField: string): unknown {
  const { h, createClass } = window as unknown as DecapReactGlobals
  return createClass({
    getInitialState(): PreviewState {
      return { html: '', error: null }
    },
    componentDidMount(this: Component) {
      this.update()
    },
    componentDidUpdate(this: Component, previous: PreviewProps) {
      const props = this.props
      if (previous.entry !== props.entry || previous.locale !== props.locale) this.update()
    },
    update(this: Component) {
      const { entry, locale, getAsset } = this.props
      const language: Language = isLanguage(locale) ? locale : defaultLanguage
      const data = (entry.get('data') as ImmutableMap | undefined)?.toJS() ?? ({} as EntryData)
      const slug = String(entry.get('slug') || data.id || data.section || 'new')
      const run = (this.run = (this.run ?? 0) + 1)
      previewHtml({
        file: `content/${collection}/${language}/${slug}.mdx`,
        language,
        data,
        imageUrl: (src) => getAsset(src)?.toString() ?? src,
      }).then(
        (html) => run === this.run && this.setState({ html, error: null }),
        (error: Error) => run === this.run && this.setState({ error: error.message }),
      )
    },
    render(this: Component) {
      const { entry, locale } = this.props
      const { html, error } = this.state
      const data = (entry.get('data') as ImmutableMap | undefined)?.toJS() ?? {}
      return h(
        'article',
        { className: previewClass, lang: isLanguage(locale) ? locale : defaultLanguage },
        h('h1', null, String(data[headingField] ?? '')),
        error
          ? h('pre', { className: 'preview-error', role: 'alert' }, error)
          : h('div', { className: 'prose', dangerouslySetInnerHTML: { __html: html } }),
      )
    },
  })
}
