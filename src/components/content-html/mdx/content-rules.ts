import { editorComponentNames, editorComponentRules } from '../editor/editor-rules'
import type { Language } from '../../../i18n/languages'
import { localePath } from '../../../i18n/paths'

/** One refusal, at a line of the body (1-based). */
export interface ContentProblem {
  line: number
  message: string
}

/** Thrown by the rules when a body breaks any of them; lists every problem, not only the first. */
export class ContentRulesError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map(({ line, message }) => `${line}: ${message}`).join('\n'))
    this.name = 'ContentRulesError'
  }
}

/** The parts of an mdast (MDX) node the rules read. */
interface Node {
  type: string
  name?: string | null
  url?: string
  value?: unknown
  attributes?: Node[]
  children?: Node[]
  position?: { start: { line: number } }
  data?: { hProperties?: Record<string, string> }
}

export interface ContentRulesOptions {
  language: Language
  /** Called with each `<Figure src>` and its line, so the renderer can resolve the images. */
  onFigure: (src: string, line: number) => void
}

const allowed = `allowed: Markdown and ${editorComponentNames.map((name) => `<${name}>`).join(', ')}`

/**
 * A remark plugin for MDX that lets only Markdown and the editor components through: no
 * import/export, no JavaScript expression, no other tag (HTML included), only the listed attributes
 * as plain text, and links only to site pages, anchors, https:, mailto: and tel:. Site links get the
 * page's locale prefix. Nothing an editor writes can run as script.
 */
export function contentRules({ language, onFigure }: ContentRulesOptions) {
  return (tree: Node): void => {
    const problems: ContentProblem[] = []
    walk(tree, (node) => {
      const line = node.position?.start.line ?? 1
      const refuse = (message: string) => problems.push({ line, message })
      switch (node.type) {
        case 'mdxjsEsm':
          return refuse(`import and export are not allowed in content (${allowed})`)
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          return refuse(
            `JavaScript expressions in braces are not allowed (${allowed}); write \\{ for a brace`,
          )
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          return checkElement(node, refuse, onFigure, line)
        case 'image':
        case 'imageReference':
          return refuse('Markdown images are not allowed: use <Figure src alt caption>')
        case 'link':
        case 'definition': {
          const url = node.url ?? ''
          const problem = linkProblem(url)
          if (problem) return refuse(problem)
          if (url.startsWith('/')) node.url = localePath(language, url)
          else if (/^https?:/i.test(url)) node.data = { hProperties: { rel: 'noopener' } }
        }
      }
    })
    if (problems.length > 0) throw new ContentRulesError(problems)
  }
}

function checkElement(
  node: Node,
  refuse: (message: string) => void,
  onFigure: ContentRulesOptions['onFigure'],
  line: number,
): void {
  const name = node.name ?? ''
  const rule = editorComponentRules[name]
  if (!rule) {
    return refuse(`${name ? `<${name}>` : 'A fragment <>'} is not allowed (${allowed})`)
  }
  if (rule.placement === 'block' && node.type === 'mdxJsxTextElement') {
    refuse(`<${name}> must stand on lines of its own, with blank lines around it`)
  }
  const given = new Map<string, string>()
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') {
      refuse(`<${name}> attributes must be plain text in quotes, like status="info"`)
      continue
    }
    const attributeRule = rule.attributes[attribute.name ?? '']
    if (!attributeRule) {
      refuse(
        `<${name}> has no attribute "${attribute.name}" (it takes ${Object.keys(rule.attributes).join(', ')})`,
      )
      continue
    }
    if (attributeRule.values && !attributeRule.values.includes(attribute.value)) {
      refuse(
        `<${name} ${attribute.name}="${attribute.value}"> must be one of ${attributeRule.values.join(', ')}`,
      )
    }
    given.set(attribute.name ?? '', attribute.value)
  }
  for (const [attributeName, attributeRule] of Object.entries(rule.attributes)) {
    if (attributeRule.required && !given.get(attributeName)?.trim()) {
      refuse(`<${name}> needs ${attributeName}="…"`)
    }
  }
  const src = given.get('src')
  if (name === 'Figure' && src) onFigure(src, line)
}

/** Site paths (`/signup/`), anchors, https:, http:, mailto: and tel: only. */
export function linkProblem(url: string): string | null {
  if (url.startsWith('#')) return null
  if (url.startsWith('/')) {
    return /^\/[/\\]/.test(url) ? `"${url}" is not a site link: start it with a single /` : null
  }
  if (/^(?:https?:\/\/|mailto:|tel:)/i.test(url)) return null
  return `links may go to site pages (/signup/), #anchors, https://, mailto: or tel:, not "${url}"`
}

/** Depth-first over every node (unist-util-visit is ESM-only, which gatsby-node cannot require). */
function walk(node: Node, visit: (node: Node) => void): void {
  visit(node)
  for (const child of node.children ?? []) walk(child, visit)
}
