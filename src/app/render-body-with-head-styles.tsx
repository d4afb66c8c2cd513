import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { emotionCacheOptions, emotionKey, serverStylesAttribute } from './emotion-cache'

/**
 * Renders a page's body with all of its emotion styles collected into the head (emotion's
 * "advanced" server rendering: a cache in compat mode, then `extractCriticalToChunks`).
 *
 * By default emotion writes a `<style>` before every styled element (70 on the home page), and its
 * browser cache moves each of them into the head one by one while the bundles are evaluated: one
 * stylesheet re-parse per move, in the longest task of the page's start
 * (docs/performance.md#start-up-and-first-paint).
 * Here the page's rules are one `<style data-emotion-server="css">`, whose rules the browser
 * cache (emotion-cache.ts) counts as inserted without touching the element, plus one
 * `<style data-emotion="css-global …">` per global style for its `Global` component to take over.
 * `data-s` is emotion's mark for a server style already out of React's way: its cache leaves those
 * where they are when it starts.
 */
export function renderBodyWithHeadStyles(body: ReactNode): {
  html: string
  styleElements: ReactElement[]
} {
  const cache = createCache(emotionCacheOptions)
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{body}</CacheProvider>)
  const styleElements = extractCriticalToChunks(html)
    .styles.filter((chunk) => chunk.css !== '')
    .map((chunk) => {
      const names = `${chunk.key} ${chunk.ids.join(' ')}`
      // The main style's ids are its class selectors (emotion-cache.ts); globals keep emotion's list.
      const attributes =
        chunk.key === emotionKey
          ? { [serverStylesAttribute]: emotionKey }
          : { 'data-emotion': names }
      return (
        <style
          key={names}
          {...attributes}
          data-s=""
          dangerouslySetInnerHTML={{ __html: chunk.css }}
        />
      )
    })
  return { html, styleElements }
}
