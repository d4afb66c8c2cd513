/** The question under its new id, numbered, ordered after every original of its category. */
export function copyOf(source: string, id: string, copy: number): string {
  return source
    .replace(/^id: .*$/m, `id: ${id}`)
    .replace(/^question: (.*)$/m, (_, question: string) => `question: ${question} (${copy})`)
    .replace(/^order: (\d+)$/m, (_, order: string) => `order: ${Number(order) + copy * 1000}`)
}
