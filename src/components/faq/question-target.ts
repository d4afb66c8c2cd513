/**
 * Marks each question's wrapper. Empty: the question's id is its `<details>`'s, written once in
 * the page (every byte of the FAQ's HTML counts: docs/performance.md#the-faqs-largest-paint).
 */
export const questionAttribute = 'data-faq-question'

/** The question an event's target belongs to, or null (a category heading, the page around). */
export function questionOf(origin: EventTarget | null): Element | null {
  return origin instanceof Element ? origin.closest(`[${questionAttribute}]`) : null
}

/** A question wrapper's id, its anchor in every locale: the id of the `<details>` inside. */
export function questionIdOf(question: Element): string {
  return question.querySelector(':scope > details')?.id ?? ''
}
