/** Marks each question's wrapper; its value is the question's id, its anchor in every locale. */
export const questionAttribute = 'data-faq-question'

/** The question an event's target belongs to, or null (a category heading, the page around). */
export function questionOf(origin: EventTarget | null): Element | null {
  return origin instanceof Element ? origin.closest(`[${questionAttribute}]`) : null
}
