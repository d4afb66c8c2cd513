/**
 * Just enough of Netlify's rule matching to test the generated files: headers of every matching
 * rule; redirects first match wins, existing files first, trailing slash ignored in matches.
 */
export interface HeaderRule {
  path: string
  headers: [string, string][]
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue
    if (!line.startsWith(' ')) {
      rules.push({ path: line, headers: [] })
      continue
    }
    const separator = line.indexOf(':')
    rules
      .at(-1)
      ?.headers.push([
        line.slice(0, separator).trim().toLowerCase(),
        line.slice(separator + 1).trim(),
      ])
  }
  return rules
}

/** All headers a path gets, each name with every value given to it. */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>()
  for (const rule of rules) {
    const matches = rule.path.endsWith('*')
      ? path.startsWith(rule.path.slice(0, -1))
      : rule.path === path
    if (!matches) continue
    for (const [name, value] of rule.headers)
      headers.set(name, [...(headers.get(name) ?? []), value])
  }
  return headers
}

export interface RedirectRule {
  from: string
  to: string
  status: number
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.trim().split(/\s+/)
      return { from, to, status: Number(status) }
    })
}

export type Outcome = { status: number; target: string }

export function route(
  rules: readonly RedirectRule[],
  files: ReadonlySet<string>,
  path: string,
  { caseInsensitive = false } = {},
): Outcome {
  const file = path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1)
  if (files.has(file)) return { status: 200, target: `/${file}` }
  const fold = (value: string) => (caseInsensitive ? value.toLowerCase() : value)
  const bare = (value: string) => (value.length > 1 ? value.replace(/\/$/, '') : value)
  for (const rule of rules) {
    if (rule.from.endsWith('/*')) {
      const prefix = rule.from.slice(0, -1)
      if (fold(bare(path)) === fold(bare(prefix)) || fold(path).startsWith(fold(prefix))) {
        const splat = path.slice(Math.min(prefix.length, path.length))
        return { status: rule.status, target: rule.to.replace(':splat', splat) }
      }
    } else if (fold(bare(path)) === fold(bare(rule.from))) {
      return { status: rule.status, target: rule.to }
    }
  }
  return { status: 404, target: '(host default)' }
}

/** Follows redirects; throws on a loop or a chain longer than `limit`. */
export function follow(
  rules: readonly RedirectRule[],
  files: ReadonlySet<string>,
  path: string,
  options: { caseInsensitive?: boolean } = {},
  limit = 4,
): { hops: string[]; outcome: Outcome } {
  const hops = [path]
  let outcome = route(rules, files, path, options)
  while (outcome.status >= 300 && outcome.status < 400) {
    if (hops.includes(outcome.target) || hops.length > limit) {
      throw new Error(`Redirect loop: ${[...hops, outcome.target].join(' → ')}`)
    }
    hops.push(outcome.target)
    outcome = route(rules, files, outcome.target, options)
  }
  return { hops, outcome }
}
