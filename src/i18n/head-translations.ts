/**
 * Gatsby's `Head` is rendered outside gatsby-plugin-react-i18next's provider, so `useTranslation`
 * returns bare keys there (docs/stack-notes.md#translations-in-head). Head reads the same `locales`
 * the page query fetched.
 */
export interface LocaleNode {
  ns: string
  data: string
  language: string
}

export interface LocalesQueryData {
  locales: { edges: { node: LocaleNode }[] }
}

export type HeadTranslate = (key: string, values?: Record<string, string>) => string

export function headTranslator(data: LocalesQueryData | undefined, ns: string): HeadTranslate {
  const node = data?.locales.edges.find((edge) => edge.node.ns === ns)?.node
  const strings: unknown = node ? JSON.parse(node.data) : {}
  return (key, values = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>(
        (tree, part) =>
          tree && typeof tree === 'object' ? (tree as Record<string, unknown>)[part] : undefined,
        strings,
      )
    if (typeof found !== 'string') return key
    return found.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => values[name] ?? match)
  }
}
