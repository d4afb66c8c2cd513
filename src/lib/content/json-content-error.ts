import type { FieldProblem } from './check-fields'

/**
 * A JSON content file's problems, all on one line after its name:
 * `content/site.json: "phone" must be a non-empty text; "email" must be an e-mail address, …`.
 */
export function jsonContentError(file: string, problems: readonly FieldProblem[]): Error {
  return new Error(
    `${file}: ${problems.map(({ field, expected }) => `"${field}" ${expected}`).join('; ')}`,
  )
}
