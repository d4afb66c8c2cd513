export type Align = 'left' | 'right'

// Counts code points, so the ✓ and ✗ marks take one column like any other character.
const displayWidth = (text: string) => [...text].length

/**
 * A Markdown table (`| a | b |` with an alignment rule; the first column left-aligned, the rest
 * right unless `align` says otherwise), padded so it also reads well in a terminal and pastes into
 * docs/ as is.
 */
export function formatMarkdownTable(header: string[], rows: string[][], align?: Align[]): string {
  const widths = header.map((title, column) =>
    Math.max(3, displayWidth(title), ...rows.map((row) => displayWidth(row[column] ?? ''))),
  )
  const alignOf = (column: number): Align => align?.[column] ?? (column === 0 ? 'left' : 'right')
  const pad = (cell: string, column: number) => {
    const padding = ' '.repeat(Math.max(0, (widths[column] ?? 0) - displayWidth(cell)))
    return alignOf(column) === 'left' ? cell + padding : padding + cell
  }
  const line = (cells: string[]) =>
    `| ${widths.map((_, column) => pad(cells[column] ?? '', column)).join(' | ')} |`
  const rule = `| ${widths
    .map((width, column) =>
      alignOf(column) === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
    )
    .join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}
