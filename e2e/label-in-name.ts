import { expect, type Page } from '@playwright/test'

/** What a visitor can operate: links, buttons and form controls, native or by role. */
const controlSelector = [
  'a[href]',
  'button',
  'summary',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  ...['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'option', 'combobox'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ')

interface ControlText {
  /** Null when the control is not on screen (hidden, collapsed, zero-sized). */
  visibleText: string | null
  describedAs: string
}

/**
 * Runs in the page, on one control: the text drawn on screen for it. Text that is laid out but
 * clipped away (the visually-hidden pattern) is not visible; text hidden from assistive technology
 * (aria-hidden) is, since sighted visitors read it. Form controls show their <label>s; input buttons
 * their value.
 */
function readControlText(this: Element): ControlText {
  const describedAs = this.outerHTML.slice(0, 160)
  const clippedAway = (element: Element): boolean => {
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    return (
      (style.clip !== 'auto' && style.position === 'absolute') ||
      style.clipPath !== 'none' ||
      (style.overflow !== 'visible' && box.width <= 1 && box.height <= 1)
    )
  }
  const onScreen = (element: Element): boolean =>
    element.checkVisibility({ visibilityProperty: true }) && !clippedAway(element)
  // Inline elements run on with their neighbours; any other box starts a new word.
  const textOf = (element: Element): string => {
    let text = ''
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? ''
      if (!(child instanceof Element) || !onScreen(child)) continue
      const inner = textOf(child)
      text += getComputedStyle(child).display.startsWith('inline') ? inner : ` ${inner} `
    }
    return text
  }
  const box = this.getBoundingClientRect()
  if (!onScreen(this) || box.width === 0 || box.height === 0) {
    return { visibleText: null, describedAs }
  }
  if (this instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(this.type)) {
    return { visibleText: this.value, describedAs }
  }
  if (
    this instanceof HTMLInputElement ||
    this instanceof HTMLSelectElement ||
    this instanceof HTMLTextAreaElement
  ) {
    const labels = [...(this.labels ?? [])].filter(onScreen)
    return { visibleText: labels.map(textOf).join(' '), describedAs }
  }
  return { visibleText: textOf(this), describedAs }
}

/** Letters of scripts that put spaces between words, where a word must match whole. */
const spacedScript = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]/u

/**
 * Case, punctuation and spacing do not matter to a speech-input user saying what they see
 * (WCAG 2.5.3 "Label in Name"), so both sides are compared as their words: letters and digits,
 * one space between words of scripts that space them. Japanese has none to say: a space next to
 * a Japanese letter goes (Chromium names each `<wbr>` of a heading's phrase breaks as a space).
 */
function comparableText(text: string): string {
  const words = text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
  return words.replace(/ /g, (space, at: number) =>
    spacedScript.test(words[at - 1] ?? '') && spacedScript.test(words[at + 1] ?? '') ? space : '',
  )
}

/**
 * Whether `name` holds `shown` as whole words: "en" is not in "english". Japanese writes no
 * spaces between words, so there a match needs no boundary.
 */
function containsAsWords(name: string, shown: string): boolean {
  for (let at = name.indexOf(shown); at !== -1; at = name.indexOf(shown, at + 1)) {
    const before = name[at - 1] ?? ' '
    const after = name[at + shown.length] ?? ' '
    const splitsWordBefore = spacedScript.test(before) && spacedScript.test(shown[0] ?? '')
    const splitsWordAfter = spacedScript.test(after) && spacedScript.test(shown.at(-1) ?? '')
    if (!splitsWordBefore && !splitsWordAfter) return true
  }
  return false
}

/**
 * Every control on screen whose accessible name, as Chromium computes it for assistive technology,
 * does not contain the text it shows. Controls that show only an icon or a flag are left to axe
 * (they must have a name, which cannot contain text they do not show).
 */
async function controlsWithoutTheirLabelInName(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page)
  try {
    await session.send('DOM.enable')
    await session.send('Accessibility.enable')
    const { root } = await session.send('DOM.getDocument', { depth: 0 })
    const { nodeIds } = await session.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: controlSelector,
    })
    const mismatches: string[] = []
    for (const nodeId of nodeIds) {
      const { object } = await session.send('DOM.resolveNode', { nodeId })
      const { result } = await session.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: readControlText.toString(),
        returnByValue: true,
      })
      const { visibleText, describedAs } = result.value as ControlText
      if (visibleText === null) continue
      const shown = comparableText(visibleText)
      if (shown === '') continue
      const { nodes } = await session.send('Accessibility.getPartialAXTree', {
        nodeId,
        fetchRelatives: false,
      })
      const name = String(nodes[0]?.name?.value ?? '')
      if (!containsAsWords(comparableText(name), shown)) {
        mismatches.push(
          `shows "${visibleText.replace(/\s+/g, ' ').trim()}", named "${name}": ${describedAs}`,
        )
      }
    }
    return mismatches
  } finally {
    await session.detach()
  }
}

/** Fails listing each control on the page whose name leaves out the text it shows. */
export async function expectLabelsInNames(page: Page): Promise<void> {
  expect(await controlsWithoutTheirLabelInName(page), `on ${page.url()}`).toEqual([])
}
