/** Set only inside `layOutAhead`: the closed dialog's CSS lays it out, hidden, while it is there. */
export const warmingAttribute = 'data-warming'

/**
 * Lays a closed dialog's content out once, unseen, and closes it again in the same task, so nothing
 * is painted and no assistive technology ever sees it. The layout itself is thrown away, but the
 * browser keeps what it learnt: the shaped words, the fallback font of 日本語, the flags, so the
 * first opening's layout is not done cold inside the tap (docs/performance.md#interactions).
 */
export function layOutAhead(dialog: HTMLDialogElement): void {
  if (dialog.open) return
  dialog.setAttribute(warmingAttribute, '')
  try {
    dialog.getBoundingClientRect() // forces style and layout of the page, the dialog's content with it
  } finally {
    dialog.removeAttribute(warmingAttribute)
  }
}
