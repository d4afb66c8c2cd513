/** The sidebar is 280 px wide by default and the user resizes it between 220 and 320 px. */
export const sidebarWidth = { default: 280, min: 220, max: 320 } as const
/** The compact sidebar shows icons only. */
export const compactSidebarWidth = '3.5rem'
/** Pixels per arrow-key press on the resize handle. */
export const sidebarResizeStep = 10

export interface SidebarWidthInput {
  defaultWidth?: number
  minWidth?: number
  maxWidth?: number
}

export interface SidebarWidthBounds {
  min: number
  max: number
  initial: number
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

export const clampWidth = (width: number, { min, max }: { min: number; max: number }) =>
  Math.min(Math.max(width, min), max)

/**
 * The limits a sidebar uses: `minWidth` and `maxWidth` may narrow the kit's 220–320 px but never
 * widen it, and `defaultWidth` lies within them. Anything else is corrected, and `problems` says
 * how, for the development warning.
 */
export function resolveSidebarWidths({ defaultWidth, minWidth, maxWidth }: SidebarWidthInput): {
  bounds: SidebarWidthBounds
  problems: string[]
} {
  const problems: string[] = []
  const limit = (value: number | undefined, name: string, fallback: number) => {
    if (value === undefined) return fallback
    if (!isNumber(value)) {
      problems.push(`${name} ${String(value)} is not a number; using ${fallback}px`)
      return fallback
    }
    const clamped = clampWidth(value, sidebarWidth)
    if (clamped !== value)
      problems.push(
        `${name} ${value}px is outside ${sidebarWidth.min}–${sidebarWidth.max}px; using ${clamped}px`,
      )
    return clamped
  }
  let min = limit(minWidth, 'minWidth', sidebarWidth.min)
  let max = limit(maxWidth, 'maxWidth', sidebarWidth.max)
  if (min > max) {
    problems.push(
      `minWidth ${min}px is above maxWidth ${max}px; using ${sidebarWidth.min}–${sidebarWidth.max}px`,
    )
    min = sidebarWidth.min
    max = sidebarWidth.max
  }
  const fallback = clampWidth(sidebarWidth.default, { min, max })
  let initial = fallback
  if (defaultWidth !== undefined) {
    if (!isNumber(defaultWidth)) {
      problems.push(`defaultWidth ${String(defaultWidth)} is not a number; using ${fallback}px`)
    } else {
      initial = clampWidth(defaultWidth, { min, max })
      if (initial !== defaultWidth)
        problems.push(
          `defaultWidth ${defaultWidth}px is outside ${min}–${max}px; using ${initial}px`,
        )
    }
  }
  return { bounds: { min, max, initial }, problems }
}

/** A stored width, or null when there is none or it is not a number of pixels (ignored, not fatal). */
export function parseStoredWidth(
  raw: string | null,
  bounds: { min: number; max: number },
): number | null {
  if (raw === null || !/^\s*\d+(\.\d+)?\s*$/.test(raw)) return null
  return clampWidth(Number(raw), bounds)
}
