/** @jest-environment node */
import { visibleWords } from './text'

it('counts the words of the body a visitor can read', () => {
  const html = `<!DOCTYPE html><html><head><title>Not counted</title>
    <style>body { color: red }</style></head>
    <body><header><a href="/">QA Trading</a></header>
    <main><h1>Forex gerido</h1><p>Uma  única&nbsp;conta – coletiva.</p></main>
    <script>window.notCounted = "a b c"</script><!-- not counted either -->
    <noscript>Ative o JavaScript</noscript></body></html>`
  // QA Trading · Forex gerido · Uma única conta coletiva (the dash is no word)
  expect(visibleWords(html)).toBe(8)
})

it('reads a fragment without <body> as a whole', () => {
  expect(visibleWords('<p>três palavras aqui</p>')).toBe(3)
})
