import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'

type ChildNode = DefaultTreeAdapterMap['childNode']
type Element = DefaultTreeAdapterMap['element']

/** Elements a browser lays out as boxes of their own (HTML's default styles): they end a line. */
const blockElements = new Set([
  'address',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'table',
  'td',
  'th',
  'tr',
  'ul',
])

/** A line break in the text being collected; whitespace around one is dropped, as in a browser. */
const lineBreak = '\n'

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value

/**
 * Not drawn until asked for: hidden elements, and tooltips (an editor's `<Term>` definition, shown
 * on hover or focus) that are not part of the sentence around them.
 */
const shownOnlyOnDemand = (element: Element) =>
  attribute(element, 'hidden') !== undefined || attribute(element, 'role') === 'tooltip'

function collect(nodes: readonly ChildNode[], into: string[]): void {
  for (const node of nodes) {
    if (node.nodeName === '#text' && 'value' in node) {
      // CSS `white-space: normal`: any run of spaces, tabs and newlines is one space.
      into.push(node.value.replace(/[ \t\n\r\f]+/g, ' '))
    } else if ('tagName' in node) {
      if (shownOnlyOnDemand(node)) continue
      if (node.tagName === 'br') into.push(lineBreak)
      const block = blockElements.has(node.tagName)
      if (block) into.push(lineBreak)
      collect(node.childNodes, into)
      if (block) into.push(lineBreak)
    }
  }
}

/**
 * Plain text of an entry's rendered HTML, as a browser shows it (its `innerText` with the line
 * breaks read as spaces): inline elements such as links add no space of their own, so "see
 * <a>fees</a>." reads "see fees." and Japanese keeps its sentences unbroken; paragraphs, list items
 * and other boxes are set apart by one space. Used by the FAQ search and the FAQPage structured
 * data, which search engines show as the answer.
 */
export function htmlToText(html: string): string {
  const pieces: string[] = []
  collect(parseFragment(html).childNodes, pieces)
  return pieces
    .join('')
    .replace(/ {2,}/g, ' ')
    .split(lineBreak)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ')
}
