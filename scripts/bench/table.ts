export type Align = 'left' | 'right'

/** A plain-text table with aligned columns; the first column is left-aligned, the rest right. */
export function formatTable(header: string[], rows: string[][], align?: Align[]): string {
  const widths = header.map((title, column) =>
    Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[column] ?? ''))),
  )
  const alignOf = (column: number): Align => align?.[column] ?? (column === 0 ? 'left' : 'right')
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => pad(cell, widths[column] ?? 0, alignOf(column)))
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(header), rule, ...rows.map(line)].join('\n')
}

function pad(cell: string, width: number, align: Align): string {
  const padding = ' '.repeat(Math.max(0, width - displayWidth(cell)))
  return align === 'left' ? cell + padding : padding + cell
}

// Counts code points, so the ✓ and ✗ marks take one column like any other character.
function displayWidth(text: string): number {
  return [...text].length
}

/**
 * The same table in Markdown (`| a | b |` with an alignment rule), padded so it also reads well in
 * a terminal and pastes into docs/performance.md as is.
 */
export function formatMarkdownTable(header: string[], rows: string[][], align?: Align[]): string {
  const widths = header.map((title, column) =>
    Math.max(3, displayWidth(title), ...rows.map((row) => displayWidth(row[column] ?? ''))),
  )
  const alignOf = (column: number): Align => align?.[column] ?? (column === 0 ? 'left' : 'right')
  const line = (cells: string[]) =>
    `| ${widths.map((width, column) => pad(cells[column] ?? '', width, alignOf(column))).join(' | ')} |`
  const rule = `| ${widths
    .map((width, column) =>
      alignOf(column) === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
    )
    .join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}
