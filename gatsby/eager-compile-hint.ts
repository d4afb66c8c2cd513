/**
 * The bundles every page runs in full as it starts: webpack's runtime, React (`framework`), Gatsby's
 * app with our providers (`app`) and the code most pages share (`commons`). Page chunks and lazy
 * chunks (error reporting, the consultant area) are left to V8's lazy compilation.
 */
export const startupBundle = /^(?:webpack-runtime|framework|app|commons)-[0-9a-f]+\.js$/

/** V8's explicit compile hint (Chromium 136 and later); to any other engine it is a comment. */
export const eagerCompileComment = '//# allFunctionsCalledOnLoad'

/**
 * webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (400), where the minifier runs and would drop the
 * comment, plus one: after it, and before PROCESS_ASSETS_STAGE_DEV_TOOLING (500) writes the source
 * maps, so they take the added line into account.
 */
const afterMinifier = 401

/**
 * Options for webpack's BannerPlugin (Gatsby's `plugins.banner`) that put V8's "compile every
 * function now" hint at the top of the start-up bundles. V8 otherwise only pre-parses a function
 * while the script streams in and compiles it on the main thread the first time it is called; for
 * these bundles that is nearly every function, inside the page's longest task
 * (docs/performance.md#compile-hints). With the hint they are compiled on the streaming thread.
 */
export const eagerCompileHint = {
  banner: eagerCompileComment,
  raw: true,
  include: startupBundle,
  stage: afterMinifier,
}
