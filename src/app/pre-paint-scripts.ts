/**
 * The page's scripts that must run before its first paint (colour mode, cached font, notices, held
 * submits), as one inline script. Each inline script costs its own `'sha256-…'` source in the
 * page's Content-Security-Policy header, which travels uncompressed with every page: six scripts
 * were five hashes (about 270 bytes) more than one, on the FAQ the bytes past the first round trip
 * of a slow connection (docs/performance.md#the-faqs-largest-paint). Each part runs in its own
 * `try`, so one that throws leaves the others to run, as separate scripts did.
 */
export function joinPrePaintScripts(scripts: readonly string[]): string {
  return scripts.map((script) => `try{${script}\n}catch(e){}`).join('\n')
}
