import type { MdxCompiler } from '../../src/components/content-html/mdx/render-mdx'

/**
 * `@mdx-js/mdx` is ESM-only and gatsby-node is compiled to CommonJS: an indirect import keeps the
 * bundler from turning it into a `require`.
 */
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<MdxCompiler>

let loaded: Promise<MdxCompiler> | undefined

export function loadMdx(): Promise<MdxCompiler> {
  loaded ??= importEsm('@mdx-js/mdx')
  return loaded
}
