/**
 * The provider's consultant object: its fields are not fixed, so it is kept whole. The fields the
 * site reads are declared in features/consultant/known-fields.ts.
 */
export type Consultant = Record<string, unknown>

export function isConsultant(value: unknown): value is Consultant {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
