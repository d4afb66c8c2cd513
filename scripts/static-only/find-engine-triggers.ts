/**
 * Anything that makes Gatsby generate its rendering engines (SSR, DSG, a Function with a `config`
 * export) breaks the build with our sharp 0.33 override: the site must stay 100 % statically
 * generated (docs/stack-notes.md#static-only-builds).
 */
const triggers: { pattern: RegExp; why: string }[] = [
  {
    pattern: /export\s+(const|let|var|async\s+function|function)\s+config\b/,
    why: '`export config` (makes Gatsby build its engines)',
  },
  {
    pattern: /export\s*\{[^}]*\bconfig\b[^}]*\}/,
    why: '`export { config }` (makes Gatsby build its engines)',
  },
  { pattern: /\bgetServerData\b/, why: '`getServerData` (server-side rendering)' },
  { pattern: /\bdefer\s*:\s*true\b/, why: '`defer: true` (deferred static generation)' },
]

export interface EngineTrigger {
  file: string
  line: number
  why: string
}

export function findEngineTriggers(file: string, source: string): EngineTrigger[] {
  const found: EngineTrigger[] = []
  source.split('\n').forEach((text, index) => {
    for (const { pattern, why } of triggers) {
      if (pattern.test(text)) found.push({ file, line: index + 1, why })
    }
  })
  return found
}
