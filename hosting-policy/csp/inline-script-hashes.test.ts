/** @jest-environment node */
import { inlineScriptHashes } from './inline-script-hashes'

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each executable inline script, once', () => {
    const html =
      '<script>a()</script><SCRIPT type="module">b()</SCRIPT>' +
      "<script type='text/javascript'>\n  c()\n</script><script>a()</script>"
    expect(inlineScriptHashes(html)).toEqual([
      // printf 'a()' | openssl dgst -sha256 -binary | base64, and so on
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
      "'sha256-ysrVQe/6Z6UdXZXm70tRvMcS2atzLjSQac37OEQPJME='",
    ])
  })

  it('skips external scripts and data blocks', () => {
    const html =
      '<script src="/app-1.js"></script><script async src=/x.js></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="application/json">{}</script>'
    expect(inlineScriptHashes(html)).toEqual([])
  })
})
