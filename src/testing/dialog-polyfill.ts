/**
 * `<dialog>`'s `showModal()` and `close()` for jsdom, which has neither, with the browser's Escape →
 * `cancel` → close sequence. jest/setup-tests.ts installs it for every jsdom test. What it does not do:
 * make the rest of the page inert or trap focus.
 */
export function installDialogPolyfill(): void {
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
