/** @jest-environment node */
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import { ThemeUIProvider } from 'theme-ui'
import { theme } from '../theme'

/**
 * The colour mode is switched by the `theme-ui-light` class on `<html>` alone (color-mode-store.ts,
 * the no-flash script): that works only because theme-ui's global styles, as installed, give every
 * colour a custom property on `html` and set the light palette's values under
 * `html.theme-ui-light` (`__createColorProperties` in @theme-ui/color-modes; an internal, not
 * theme-ui's documented API; docs/performance.md#framework-internals-we-lean-on). That theme-ui's
 * provider leaves the class alone with its storage off is color-mode-select.test.tsx's
 * "keeps the choice across a reload".
 */

type Palette = { [name: string]: string | Palette }

/** `--theme-ui-colors-<path>: <value>` for every colour of a palette, nested ones joined by `-`. */
function customProperties(palette: Palette, prefix = '--theme-ui-colors'): string[] {
  return Object.entries(palette).flatMap(([name, value]) =>
    name === 'modes'
      ? []
      : typeof value === 'string'
        ? [`${prefix}-${name}:${value};`]
        : customProperties(value, `${prefix}-${name}`),
  )
}

/** The CSS of a page in the site's theme, as the page wrapper provides it (src/app/page-wrapper.tsx). */
function pageCss(): string {
  const cache = createCache({ key: 'css' })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeUIProvider theme={theme}>
        <p>text</p>
      </ThemeUIProvider>
    </CacheProvider>,
  )
  return extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join('')
}

const globalCss = pageCss()

/** The declarations of the rule whose selector is `selector`. */
function ruleOf(selector: string): string {
  const start = globalCss.indexOf(`${selector}{`)
  expect(start).toBeGreaterThan(-1)
  return globalCss.slice(start + selector.length + 1, globalCss.indexOf('}', start))
}

const colors = theme.colors as Palette
const light = (colors.modes as Palette).light as Palette

it('gives every colour a custom property on html, the dark palette by default', () => {
  const root = ruleOf('html')
  expect(customProperties(colors).length).toBeGreaterThan(20)
  for (const property of customProperties(colors)) expect(root).toContain(property)
})

it('sets the light palette under the class the page switches, and nothing else is needed', () => {
  const lightRule = ruleOf('html.theme-ui-light,.theme-ui-light html')
  expect(customProperties(light)).toHaveLength(customProperties(colors).length)
  for (const property of customProperties(light)) expect(lightRule).toContain(property)
})

it('styles the page through those properties, never a colour of one mode', () => {
  expect(ruleOf('html')).toContain('background-color:var(--theme-ui-colors-background)')
  expect(ruleOf('html')).toContain('color:var(--theme-ui-colors-text)')
})
