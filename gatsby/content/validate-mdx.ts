/**
 * Compiles an MDX body only to find syntax errors (an unescaped `{` or `<`, an unclosed tag), so a
 * broken file stops the build with its line instead of reaching visitors. @mdx-js/mdx is ESM-only;
 * the indirect import keeps bundlers from turning it into a require.
 */
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<unknown>

interface MdxCompileError {
  reason?: string
  message?: string
  line?: number
  column?: number
}

export async function findMdxSyntaxError(
  body: string,
  bodyStartLine: number,
): Promise<string | null> {
  const { compile } = (await importEsm('@mdx-js/mdx')) as {
    compile: (source: string) => Promise<unknown>
  }
  try {
    await compile(body)
    return null
  } catch (error) {
    const { reason, message, line } = error as MdxCompileError
    const where = typeof line === 'number' ? line + bodyStartLine - 1 : bodyStartLine
    return `${where}: ${reason ?? message ?? String(error)}`
  }
}

/** 1-based line where the body starts (after the closing `---` of the frontmatter). */
export function bodyStartLine(raw: string): number {
  const lines = raw.split(/\r?\n/)
  if (lines[0] !== '---') return 1
  const closing = lines.indexOf('---', 1)
  return closing === -1 ? 1 : closing + 2
}
