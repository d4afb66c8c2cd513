import type { Field, Fields } from './model/fields'
import { fileNameProblem, formatProblem, typeProblem } from './model/value-rules'

/** One field that breaks the model: its name (`link.href` inside a group) and what was expected. */
export interface FieldProblem {
  field: string
  expected: string
}

/** The field that names the file it is in, and that file's name. */
export interface FileName {
  field: string
  name: string
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

/**
 * Every problem of a file (or group) against its declared fields, never only the first, in the
 * order an editor fixes them: first what the required fields lack (missing, or not of their type),
 * then their formats, then the optional fields that are there, one after the other. A group is
 * checked the same way, in its turn.
 */
export function checkFields(
  fields: Fields,
  value: unknown,
  fileName?: FileName,
  prefix = '',
): FieldProblem[] {
  const record = asRecord(value)
  const entries = Object.entries(fields)
  const problem = (name: string, expected: string | null): FieldProblem[] =>
    expected === null ? [] : [{ field: `${prefix}${name}`, expected }]

  const typeProblems = ([name, field]: [string, Field]): FieldProblem[] => {
    const fieldValue = record[name]
    if (field.type === 'group') {
      return checkFields(field.fields, fieldValue, undefined, `${prefix}${name}.`)
    }
    const wrongType = typeProblem(field, fieldValue)
    if (wrongType !== null) return problem(name, wrongType)
    return fileName?.field === name ? problem(name, fileNameProblem(fileName.name, fieldValue)) : []
  }
  const formatProblems = ([name, field]: [string, Field]) =>
    problem(name, formatProblem(field, record[name]))

  const required = entries.filter(([, field]) => !field.optional)
  const presentOptional = entries.filter(
    ([name, field]) => field.optional && record[name] !== undefined,
  )
  return [
    ...required.flatMap(typeProblems),
    ...required.flatMap(formatProblems),
    ...presentOptional.flatMap((entry) => [...typeProblems(entry), ...formatProblems(entry)]),
  ]
}
