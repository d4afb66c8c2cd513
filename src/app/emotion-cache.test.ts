/** @jest-environment node */
import { JSDOM } from 'jsdom'

/**
 * The server's styles (render-body-with-head-styles.tsx) and the browser's cache (emotion-cache.ts)
 * together, on the installed emotion and theme-ui: a page rendered as the build renders it, then
 * hydrated in a browser document the way the browser does it. What this leans on in emotion
 * (docs/performance.md#framework-internals-we-lean-on): its cache leaves a server `<style>` marked
 * `data-s` where it is, counts an id in `cache.inserted` as inserted, names a rule's class
 * `css-<id>`, and a `Global` takes over the `<style data-emotion="css-global <id>">` the server
 * wrote. If any of that changes, hydration adds a style element, or moves or writes into the main
 * one, and this fails.
 *
 * emotion decides once per module whether it runs in a browser (`typeof document`), so the page is
 * rendered first without a document, and the modules are loaded again, with one, to hydrate it.
 * No JSX in this file for the same reason: each half takes theme-ui's `jsx` from its own modules.
 */

type Jsx = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

/** A page with its own rules (one used twice) inside the page wrapper, whose theme adds globals. */
function page(jsx: Jsx, PageWrapper: unknown) {
  return jsx(
    PageWrapper,
    null,
    jsx(
      'main',
      { sx: { display: 'flex', gap: 2, color: 'text' } },
      jsx('p', { sx: { userSelect: 'none', fontWeight: 'bold' } }, 'Served'),
      jsx('p', { sx: { userSelect: 'none', fontWeight: 'bold' } }, 'Twice'),
    ),
  )
}

function renderOnTheServer(): string {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded before any document exists */
  const { jsx } = require('theme-ui') as { jsx: Jsx }
  const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server')
  const { PageWrapper } = require('./page-wrapper') as typeof import('./page-wrapper')
  const { renderBodyWithHeadStyles } =
    require('./render-body-with-head-styles') as typeof import('./render-body-with-head-styles')
  const { createElement, Fragment } = require('react') as typeof import('react')
  /* eslint-enable @typescript-eslint/no-require-imports */
  const { html, styleElements } = renderBodyWithHeadStyles(page(jsx, PageWrapper) as never)
  const head = renderToStaticMarkup(createElement(Fragment, null, ...styleElements))
  return `<!DOCTYPE html><html><head>${head}</head><body><div id="___gatsby">${html}</div></body></html>`
}

const served = renderOnTheServer()

const dom = new JSDOM(served, { url: 'http://localhost/' })
const { window } = dom
Object.assign(globalThis, {
  window,
  document: window.document,
  navigator: window.navigator,
  localStorage: window.localStorage,
  HTMLElement: window.HTMLElement,
  Node: window.Node,
  MutationObserver: window.MutationObserver,
  getComputedStyle: window.getComputedStyle.bind(window),
  requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
  IS_REACT_ACT_ENVIRONMENT: true,
})
afterAll(() => window.close())

it('renders the page’s rules into one head style, ids in its selectors, and each global apart', () => {
  const styles = [...document.head.querySelectorAll('style')]
  const main = styles.filter((style) => style.hasAttribute('data-emotion-server'))
  expect(main).toHaveLength(1)
  expect(main[0]!.textContent).toMatch(/\.css-[a-z0-9]+\{/)
  const globals = styles.filter((style) =>
    style.getAttribute('data-emotion')?.startsWith('css-global '),
  )
  expect(globals.length).toBeGreaterThan(0)
  for (const style of styles) expect(style.hasAttribute('data-s')).toBe(true)
  // Every class of the body is a rule of the main style.
  const classes = new Set(
    [...document.body.querySelectorAll('[class]')].flatMap((element) => [...element.classList]),
  )
  expect(classes.size).toBeGreaterThan(1)
  for (const name of classes) expect(main[0]!.textContent).toContain(`.${name}{`)
})

it('hydrates that page adding no style element, and leaving the main one alone', async () => {
  jest.resetModules()
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded again, now in a browser document */
  const { jsx } = require('theme-ui') as { jsx: Jsx }
  const { act } = require('react') as typeof import('react')
  const { hydrateRoot } = require('react-dom/client') as typeof import('react-dom/client')
  const { CacheProvider } = require('@emotion/react') as typeof import('@emotion/react')
  const { PageWrapper } = require('./page-wrapper') as typeof import('./page-wrapper')
  const { createBrowserEmotionCache } =
    require('./emotion-cache') as typeof import('./emotion-cache')
  /* eslint-enable @typescript-eslint/no-require-imports */
  const styles = [...document.head.querySelectorAll('style')]
  const texts = styles.map((style) => style.textContent)
  const globals = styles.filter((style) => style.hasAttribute('data-emotion'))
  const changes = new window.MutationObserver(() => undefined)
  changes.observe(document.head, { childList: true, subtree: true, characterData: true })
  const errors = jest.spyOn(console, 'error')
  await act(async () => {
    hydrateRoot(
      document.getElementById('___gatsby')!,
      jsx(CacheProvider, { value: createBrowserEmotionCache() }, page(jsx, PageWrapper)) as never,
    )
  })
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  const records = changes.takeRecords()
  changes.disconnect()
  // Each `Global` takes its server element over (emotion puts it back at the end of the head);
  // nothing else is inserted, moved or written into.
  const touched = new Set(
    records.flatMap((record) => [...record.addedNodes, ...record.removedNodes]),
  )
  expect([...touched].filter((node) => !globals.includes(node as HTMLStyleElement))).toEqual([])
  expect(records.filter((record) => record.type === 'characterData')).toEqual([])
  const after = [...document.head.querySelectorAll('style')]
  expect(after).toHaveLength(styles.length)
  for (const style of after) expect(styles).toContain(style)
  expect(styles.map((style) => style.textContent)).toEqual(texts)
  for (const global of globals) expect(global.getAttribute('data-emotion')).toBe('css-global')
})
