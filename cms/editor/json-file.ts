/**
 * content/site.json and content/announcement/<locale>.json as Prettier (printWidth 100) leaves
 * them, so a file saved by the editor passes `npm run format:check`: the top object one key per
 * line, a nested object on one line when it fits. Empty optional values (a banner button left
 * blank, no end date) are left out, as the build's validation expects, rather than written empty.
 */
const printWidth = 100

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

export function pruneEmpty(value: unknown): Json | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) {
    const items = value.map(pruneEmpty).filter((item): item is Json => item !== undefined)
    return items.length > 0 ? items : undefined
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, pruneEmpty(item)] as const)
      .filter((entry): entry is readonly [string, Json] => entry[1] !== undefined)
    return entries.length > 0 ? Object.fromEntries(entries) : undefined
  }
  return undefined
}

function printValue(value: Json, indent: string, prefixWidth: number): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  const entries = Array.isArray(value)
    ? value.map((item) => ['', item] as const)
    : Object.entries(value)
  const open = Array.isArray(value) ? '[' : '{'
  const close = Array.isArray(value) ? ']' : '}'
  const key = (name: string) => (Array.isArray(value) ? '' : `${JSON.stringify(name)}: `)
  const inline = entries.map(([name, item]) => key(name) + printValue(item, '', 0)).join(', ')
  const inlineText = Array.isArray(value) ? `[${inline}]` : `{ ${inline} }`
  const fits =
    !inlineText.includes('\n') && indent.length + prefixWidth + inlineText.length + 1 <= printWidth
  if (indent !== '' && fits) return inlineText
  const inner = `${indent}  `
  const lines = entries.map(
    ([name, item]) => inner + key(name) + printValue(item, inner, key(name).length),
  )
  return `${open}\n${lines.join(',\n')}\n${indent}${close}`
}

export function printJsonFile(data: Record<string, unknown>, fieldOrder: readonly string[] = []) {
  const ordered = Object.fromEntries(
    [...new Set([...fieldOrder, ...Object.keys(data)])]
      .filter((key) => key in data)
      .map((key) => [key, data[key]]),
  )
  return `${printValue(pruneEmpty(ordered) ?? {}, '', 0)}\n`
}
