import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

/**
 * Renders a page's body with all of its emotion styles collected into the head (emotion's
 * "advanced" server rendering: a cache in compat mode, then `extractCriticalToChunks`).
 *
 * By default emotion writes a `<style>` before every styled element (70 on the home page), and its
 * browser cache moves each of them into the head one by one while the bundles are evaluated: one
 * stylesheet re-parse per move, in the longest task of the page's start (docs/performance.md#styles).
 * Here they are one `<style data-emotion="css id1 id2 …">` (plus one per global style), which the
 * browser cache takes over as it is, with the ids marked as inserted, so nothing is added twice.
 * `data-s` is the mark emotion's cache gives a server style it has already moved out of React's
 * way; with it the cache leaves the element where it is. Moving even one (the page's whole CSS)
 * costs a stylesheet update inside that task (12 ms at 4× CPU slowdown, measured).
 */
export function renderBodyWithHeadStyles(body: ReactNode): {
  html: string
  styleElements: ReactElement[]
} {
  const cache = createCache({ key: 'css' })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{body}</CacheProvider>)
  const styleElements = extractCriticalToChunks(html)
    .styles.filter((chunk) => chunk.css !== '')
    .map((chunk) => {
      const names = `${chunk.key} ${chunk.ids.join(' ')}`
      return (
        <style
          key={names}
          data-emotion={names}
          data-s=""
          dangerouslySetInnerHTML={{ __html: chunk.css }}
        />
      )
    })
  return { html, styleElements }
}
