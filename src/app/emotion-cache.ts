import createCache, { type EmotionCache, type Options } from '@emotion/cache'

/** emotion's key: the prefix of every generated class name, the same on the server and in the browser. */
export const emotionKey = 'css'

/**
 * The one set of options of both caches (server and browser must write the same rules). No stylis
 * plugins: emotion's default, its vendor prefixer, wrote `-webkit-`/`-moz-`/`-ms-` copies of `flex`,
 * `transform`, keyframes and more, which no browser of the build's target list (Gatsby's default
 * browserslist) needs any more; the two properties Safari still wants prefixed (`user-select`,
 * `text-decoration` with a style) are written with their `Webkit` twin where they are used
 * (docs/performance.md#the-faqs-largest-paint).
 */
export const emotionCacheOptions: Options = { key: emotionKey, stylisPlugins: [] }

/**
 * The attribute of the page's main server-rendered `<style>`, valued with the key. Not
 * `data-emotion`, which emotion's cache claims when it starts (see below). The ids of its rules are
 * read from its class selectors rather than listed in the attribute: the list repeated every class
 * name of the page in the HTML (170 bytes of brotli on the FAQ, where every byte counts).
 */
export const serverStylesAttribute = 'data-emotion-server'

/** Every style element the server rendered for emotion: the main one and one per global style. */
const serverStyleSelector = `style[${serverStylesAttribute}], style[data-emotion^="${emotionKey}-global "]`

/** The ids (class names without the key) of the rules in server-rendered CSS. */
export function ruleIdsInCss(css: string): Set<string> {
  return new Set(
    Array.from(css.matchAll(new RegExp(`\\.${emotionKey}-([a-zA-Z0-9]+)`, 'g')), (m) => m[1]!),
  )
}

/**
 * The browser's emotion cache, told which rules the server HTML already has.
 *
 * emotion's own start-up takes over a server `<style data-emotion="css …">` by moving it to the end
 * of the head: the browser drops the element's stylesheet and parses the page's whole CSS again
 * (19 KB on the home page), inside the task that evaluates the app
 * (docs/performance.md#start-up-and-first-paint).
 * The main style carries its ids under another attribute instead, which emotion leaves alone, and
 * this cache counts those rules as inserted, so hydration adds none of them and moves nothing.
 * Rules the server did not render (a menu opened later) go into a new element at the end of the
 * head, as before. Global styles keep emotion's attribute: their `Global` components take them over.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache(emotionCacheOptions)
  for (const style of document.querySelectorAll(serverStyleSelector)) {
    const ids = style.hasAttribute(serverStylesAttribute)
      ? ruleIdsInCss(style.textContent ?? '')
      : (style.getAttribute('data-emotion') ?? '').split(' ').slice(1)
    for (const id of ids) cache.inserted[id] = true
  }
  return cache
}
