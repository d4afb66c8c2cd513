/**
 * jsdom has neither media queries nor modal dialogs. These stand-ins behave like a browser for
 * what the sidebar tests need; they are for tests only (not exported from the kit).
 */

type Listener = (event: { matches: boolean; media: string }) => void

/** `window.matchMedia` for a viewport `width` px wide (1em = 16px); `resize` fires the changes. */
export function mockViewport(initialWidth: number) {
  let width = initialWidth
  const lists: { media: string; listeners: Set<Listener> }[] = []
  const matches = (media: string) => {
    const minWidth = /\(min-width:\s*([\d.]+)(em|px)\)/.exec(media)
    if (!minWidth) return false
    return width >= Number(minWidth[1]) * (minWidth[2] === 'em' ? 16 : 1)
  }
  window.matchMedia = ((media: string) => {
    const listeners = new Set<Listener>()
    lists.push({ media, listeners })
    return {
      media,
      get matches() {
        return matches(media)
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    }
  }) as unknown as typeof window.matchMedia
  return {
    resize(next: number) {
      const before = lists.map(({ media }) => matches(media))
      width = next
      lists.forEach(({ media, listeners }, index) => {
        if (matches(media) !== before[index])
          listeners.forEach((listener) => listener({ matches: matches(media), media }))
      })
    },
  }
}

/** `showModal`/`close` with the browser's Escape → `cancel` → close sequence. */
export function installDialogPolyfill() {
  const escapeHandlers = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>()
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const cancel = new Event('cancel', { cancelable: true })
      if (this.dispatchEvent(cancel)) this.close()
    }
    escapeHandlers.set(this, onKeyDown)
    document.addEventListener('keydown', onKeyDown)
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    const onKeyDown = escapeHandlers.get(this)
    if (onKeyDown) document.removeEventListener('keydown', onKeyDown)
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
