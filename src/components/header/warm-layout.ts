/** Set only inside `warmLayout`: the closed dialog's CSS lays it out, hidden, while it is there. */
export const warmingAttribute = 'data-warming'

/**
 * Lays a closed dialog's content out once, unseen, and closes it again in the same task, so nothing
 * is painted and no assistive technology ever sees it. The layout itself is thrown away, but the
 * browser keeps what it learnt: the shaped words, the fallback font of 日本語, the flags. In a
 * trace at 4× CPU the first opening's layout went from 16–25 ms to 3–4 ms
 * (docs/performance.md#interactions-issue-26).
 */
export function warmLayout(dialog: HTMLDialogElement): void {
  if (dialog.open) return
  dialog.setAttribute(warmingAttribute, '')
  try {
    dialog.getBoundingClientRect() // forces style and layout of the page, the dialog's content with it
  } finally {
    dialog.removeAttribute(warmingAttribute)
  }
}
