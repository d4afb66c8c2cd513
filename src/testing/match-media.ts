/**
 * `window.matchMedia` for jsdom, which has none. jest/setup-tests.ts installs it for every jsdom test
 * and resets it before each one. Queries are answered from a small model of the browser: a viewport
 * width and the media features that match (`(prefers-reduced-motion: reduce)`, …). A test changes
 * them with `setMedia`, which fires `change` on every list whose answer flips, as a browser does when
 * the window is resized or a system setting changes.
 *
 * Understood: `(min-width: …)` and `(max-width: …)` in px, em or rem (1em = 16px), compared with the
 * width; any other `(feature: value)`, which matches when `setMedia` listed it; terms joined by `and`
 * (all must match) and comma-separated queries (any may match); the media types `all` and `screen`.
 */

/** jsdom's `window.innerWidth`. */
export const defaultViewportWidth = 1024

interface MediaState {
  /** CSS px. */
  width: number
  /** Normalised features: `prefers-reduced-motion:reduce`. */
  matching: ReadonlySet<string>
}

const initialState = (): MediaState => ({ width: defaultViewportWidth, matching: new Set() })

let state = initialState()
let lists: FakeMediaQueryList[] = []

const normalise = (feature: string) =>
  feature
    .trim()
    .replace(/^\(|\)$/g, '')
    .replace(/\s*:\s*/, ':')
    .replace(/\s+/g, ' ')
    .toLowerCase()

const pxPerUnit: Record<string, number> = { px: 1, em: 16, rem: 16 }

function termMatches(term: string): boolean {
  if (term === 'all' || term === 'screen') return true
  if (!term.startsWith('(')) return false
  const feature = normalise(term)
  const width = /^(min|max)-width:([\d.]+)(px|em|rem)$/.exec(feature)
  if (!width) return state.matching.has(feature)
  const limit = Number(width[2]) * (pxPerUnit[width[3] ?? 'px'] ?? 1)
  return width[1] === 'min' ? state.width >= limit : state.width <= limit
}

function queryMatches(query: string): boolean {
  return query
    .toLowerCase()
    .split(',')
    .some((part) =>
      part
        .trim()
        .split(/\s+and\s+/)
        .every((term) => termMatches(term.trim())),
    )
}

type ChangeListener = (this: MediaQueryList, event: MediaQueryListEvent) => unknown

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: ChangeListener | null = null

  constructor(readonly media: string) {
    super()
  }

  get matches(): boolean {
    return queryMatches(this.media)
  }

  /** The deprecated Safari < 14 API, which some libraries still call. */
  addListener(listener: ChangeListener | null): void {
    if (listener) this.addEventListener('change', listener as unknown as EventListener)
  }

  removeListener(listener: ChangeListener | null): void {
    if (listener) this.removeEventListener('change', listener as unknown as EventListener)
  }

  fireChange(): void {
    const event = Object.assign(new Event('change'), {
      matches: this.matches,
      media: this.media,
    }) as MediaQueryListEvent
    this.dispatchEvent(event)
    this.onchange?.call(this, event)
  }
}

function fakeMatchMedia(query: string): MediaQueryList {
  const list = new FakeMediaQueryList(query)
  lists.push(list)
  return list
}

/** Puts the fake on `window` with the default state: 1024 px wide, no media feature matching. */
export function installMatchMedia(): void {
  state = initialState()
  lists = []
  window.matchMedia = fakeMatchMedia
}

/**
 * Changes what the media queries answer: the viewport `width` in px and/or the media features that
 * now match (`matching` replaces the previous list; `[]` for none). Lists whose answer flips fire
 * `change`; wrap the call in `act()` when something rendered listens.
 */
export function setMedia(change: { width?: number; matching?: readonly string[] }): void {
  const before = lists.map((list) => list.matches)
  state = {
    width: change.width ?? state.width,
    matching: change.matching ? new Set(change.matching.map(normalise)) : state.matching,
  }
  lists.forEach((list, index) => {
    if (list.matches !== before[index]) list.fireChange()
  })
}
