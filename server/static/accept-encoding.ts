export type ContentCoding = 'br' | 'gzip'

/** Server preference: brotli is smaller than gzip at the same speed of decoding. */
export const servedCodings: readonly ContentCoding[] = ['br', 'gzip']

/**
 * The codings among `offered` that an `Accept-Encoding` header allows, the client's preferred first;
 * on equal weight the order of `offered` decides (so brotli wins ties).
 */
export function acceptedCodings(
  header: string | undefined,
  offered: readonly ContentCoding[] = servedCodings,
): ContentCoding[] {
  const weights = parseWeights(header ?? '')
  return offered
    .map((coding, order) => ({
      coding,
      order,
      weight: weights.get(coding) ?? weights.get('*') ?? 0,
    }))
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ coding }) => coding)
}

function parseWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim())
    if (!name) continue
    const quality = parameters.find((parameter) => /^q=/i.test(parameter))
    const weight = quality ? Number(quality.slice(2)) : 1
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0)
  }
  return weights
}
