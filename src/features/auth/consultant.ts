/** The provider's consultant object: its fields are not fixed, so it is kept whole. */
export type Consultant = Record<string, unknown>

export function isConsultant(value: unknown): value is Consultant {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/**
 * The name to show for a consultant: the name fields first, then the username, then the WhatsApp
 * number; null when the object has none of them (the screen shows its own placeholder).
 */
export function displayNameOf(consultant: Consultant | null | undefined): string | null {
  if (!consultant) return null
  const fullName = [text(consultant.first_name), text(consultant.last_name)]
    .filter((part): part is string => part !== null)
    .join(' ')
  return (
    (fullName || null) ??
    text(consultant.name) ??
    text(consultant.full_name) ??
    text(consultant.username) ??
    text(consultant.whatsapp_number) ??
    // A provider may send the number as a JSON number.
    (typeof consultant.whatsapp_number === 'number' ? String(consultant.whatsapp_number) : null)
  )
}
