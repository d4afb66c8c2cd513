import createCache, { type EmotionCache } from '@emotion/cache'

/** emotion's key: the prefix of every generated class name, the same on the server and in the browser. */
export const emotionKey = 'css'

/**
 * The attribute of the page's main server-rendered `<style>`: the key, then the ids of every rule in
 * it. Not `data-emotion`, which emotion's cache claims when it starts (see below).
 */
export const serverStylesAttribute = 'data-emotion-server'

/** Every style element the server rendered for emotion: the main one and one per global style. */
const serverStyleSelector = `style[${serverStylesAttribute}], style[data-emotion^="${emotionKey}-global "]`

/**
 * The browser's emotion cache, told which rules the server HTML already has.
 *
 * emotion's own start-up takes over a server `<style data-emotion="css …">` by moving it to the end
 * of the head: the browser drops the element's stylesheet and parses the page's whole CSS again
 * (19 KB on the home page), inside the task that evaluates the app (docs/performance.md#styles).
 * The main style carries its ids under another attribute instead, which emotion leaves alone, and
 * this cache counts those rules as inserted, so hydration adds none of them and moves nothing.
 * Rules the server did not render (a menu opened later) go into a new element at the end of the
 * head, as before. Global styles keep emotion's attribute: their `Global` components take them over.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache({ key: emotionKey })
  for (const style of document.querySelectorAll(serverStyleSelector)) {
    const names =
      style.getAttribute(serverStylesAttribute) ?? style.getAttribute('data-emotion') ?? ''
    for (const id of names.split(' ').slice(1)) cache.inserted[id] = true
  }
  return cache
}
