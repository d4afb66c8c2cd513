import { interReadyClass, interWeights, latinRange } from './inter-font'
// Written before the build by gatsby/node/on-pre-bootstrap.ts: webpack emits it under
// /static/ with its content hash, so a later page takes it from the cache without a round trip.
import interFontUrl from '../../generated/fonts/inter-latin-wght-normal.woff2'

export { interFontUrl, interReadyClass }

const interCachedKey = 'font:inter'

/**
 * Inter's @font-face rule and the stack variable the theme's fonts start with, written once into
 * every page's head by gatsby-ssr — not through emotion's `Global`, which re-inserts its rules on
 * hydration: a re-created face is a new font load, and the text re-wraps under the visitor's eyes.
 *
 * Inter stays out of the first paint (docs/performance.md#start-up-and-first-paint): a page leads
 * with Inter only when an earlier page has loaded it into the cache (`interCachedScript`);
 * otherwise it paints, and stays, in the system face, and its scripts, which run after that paint,
 * load Inter for the next page (`cacheInterForNextPages`). No page swaps faces once painted, so
 * nothing re-wraps. (A metric-matched `local()` fallback face was tried: Chrome loads even local
 * faces asynchronously, and a busy first paint came before it, then moved.) `optional`: should the
 * cache have dropped Inter, that page keeps the system face too.
 */
export const fontFaceCss =
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;` +
  `font-weight:${interWeights.min} ${interWeights.max};src:url(${interFontUrl}) format("woff2-variations"),` +
  `url(${interFontUrl}) format("woff2");unicode-range:${latinRange}}` +
  // Until then the variable names Inter as installed on the visitor's system, if it is.
  `:root{--font-inter:Inter}:root.${interReadyClass}{--font-inter:"Inter Variable"}`

/**
 * Before the body paints: Inter was loaded on an earlier page, so lead with it, preloaded. Chrome
 * holds the first paint for a preloaded `optional` font, which the cache answers at once, so the
 * page is drawn in Inter from the start instead of missing the short `optional` window.
 */
export const interCachedScript =
  `try{if(localStorage.getItem("${interCachedKey}")){var d=document,l=d.createElement("link");` +
  `l.rel="preload";l.setAttribute("as","font");l.type="font/woff2";l.crossOrigin="anonymous";l.href="${interFontUrl}";` +
  `d.head.appendChild(l);d.documentElement.classList.add("${interReadyClass}")}}catch(e){}`

/**
 * On a move to another page inside the app (a link, not a new document): lead with Inter from now
 * on if it has loaded. The whole page changes at that moment, after the visitor's click.
 */
export function leadWithInterIfLoaded(): void {
  if (document.fonts?.check(`${interWeights.min} 1em "Inter Variable"`)) {
    document.documentElement.classList.add(interReadyClass)
  }
}

/**
 * After the first paint: fetch Inter into the HTTP cache, as the font loader fetches it (CORS, same
 * origin), and remember that it is there; then load it into this document too, for the moves to
 * other pages of the app. The file, not `document.fonts.load()` alone: WebKit rejects that load
 * when an `optional` face misses its short window, and nothing was remembered then.
 */
export function cacheInterForNextPages(): void {
  if (document.documentElement.classList.contains(interReadyClass) || !document.fonts) return
  globalThis
    .fetch(interFontUrl, { mode: 'cors', credentials: 'same-origin' })
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
    .then(() => {
      try {
        localStorage.setItem(interCachedKey, '1')
      } catch {
        // Storage blocked: the next page loads Inter after its first paint again.
      }
      return document.fonts.load(`${interWeights.min} 1em "Inter Variable"`)
    })
    // Not loaded (blocked, offline): pages keep the system face.
    .catch(() => undefined)
}
