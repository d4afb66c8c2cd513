import type { Consultant } from '../auth'
import { isPresence, type Presence } from '../../components/ui/persona'

/**
 * What a provider could send is open, so what is shown is bounded: nesting, entries per level and
 * the length of a value. A 50-level or megabyte object renders its first part, never a crash or a
 * frozen tab.
 */
export const displayLimits = { depth: 5, entries: 40, characters: 300 }

/** Past the limit a text ends in "…": a name or value of any length fits the screen. */
export function cut(text: string): string {
  return text.length > displayLimits.characters
    ? `${text.slice(0, displayLimits.characters)}…`
    : text
}

/** Text, trimmed; null when it is blank or not text. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : cut(trimmed)
}

/** A provider may send the number as a JSON number; one past 2^53 has lost digits already. */
function phoneNumber(value: unknown): string | null {
  return Number.isSafeInteger(value) ? String(value) : text(value)
}

interface KnownField {
  /** The value as shown, or null when the provider sent something else (or nothing). */
  read: (value: unknown) => string | null
  /** False for a field the screen shows elsewhere than in the list of details. */
  listed?: false
}

/**
 * The consultant fields the site knows, read from whatever the provider sends. A listed one is
 * labelled by `details.fields.<key>` in locales/<lng>/consultant.json, and a value it does not
 * read is listed as sent under that label; any other field is listed too, labelled from its key.
 */
export const knownFields = {
  first_name: { read: text },
  last_name: { read: text },
  name: { read: text },
  full_name: { read: text },
  username: { read: text },
  email: { read: text },
  whatsapp_number: { read: phoneNumber },
  // Chosen above the list (the persona and the radio group), not listed in it.
  presence: { read: (value): Presence | null => (isPresence(value) ? value : null), listed: false },
} satisfies Record<string, KnownField>

type Fields = typeof knownFields
type KnownFieldKey = keyof Fields

/** The declaration of `key` when the site knows the field (never one of Object's own members). */
export function knownField(key: string): KnownField | undefined {
  return Object.hasOwn(knownFields, key) ? knownFields[key as KnownFieldKey] : undefined
}

export function readField<K extends KnownFieldKey>(
  consultant: Consultant | null | undefined,
  key: K,
): ReturnType<Fields[K]['read']> {
  return knownFields[key].read(consultant?.[key]) as ReturnType<Fields[K]['read']>
}

/** Online until the consultant picks another status. */
export function presenceOf(consultant: Consultant | null | undefined): Presence {
  return readField(consultant, 'presence') ?? 'online'
}

/**
 * The name to show for a consultant: the name fields first, then the username, then the WhatsApp
 * number; null when the object has none of them (the screen shows its own placeholder).
 */
export function displayNameOf(consultant: Consultant | null | undefined): string | null {
  const fullName = [readField(consultant, 'first_name'), readField(consultant, 'last_name')]
    .filter((part): part is string => part !== null)
    .join(' ')
  return (
    (fullName || null) ??
    readField(consultant, 'name') ??
    readField(consultant, 'full_name') ??
    readField(consultant, 'username') ??
    readField(consultant, 'whatsapp_number')
  )
}
