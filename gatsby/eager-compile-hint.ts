import type { Compilation, Compiler } from 'webpack'

/** V8's explicit compile hint (Chromium 136 and later); to any other engine it is a comment. */
export const eagerCompileComment = '//# allFunctionsCalledOnLoad'

/**
 * The script files a page runs in full as it starts: the chunks of Gatsby's `app` entry (webpack's
 * runtime, React's `framework`, the app with our providers) and of every page component's chunk
 * group (the page's own chunk and the shared chunks it needs, e.g. `commons`). Chunks only reached
 * through a later `import()` (error reporting, loaded on the first interaction) are left out.
 */
export function startupScripts(compilation: Pick<Compilation, 'namedChunkGroups'>): Set<string> {
  const files = new Set<string>()
  for (const [name, group] of compilation.namedChunkGroups) {
    if (name !== 'app' && !name.startsWith('component---')) continue
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
  }
  return files
}

/**
 * Puts V8's "compile every function now" hint at the top of the start-up scripts. V8 otherwise only
 * pre-parses a function while the script streams in and compiles it on the main thread the first
 * time it is called; for these scripts that is nearly every function, inside the page's longest
 * task (docs/performance.md#start-up-and-first-paint). With the hint they are compiled on the
 * streaming thread. It runs right after the minifier (which would drop the comment) and before the
 * source maps are written, so they take the added line into account.
 */
export class EagerCompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('EagerCompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EagerCompileHintPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const file of startupScripts(compilation))
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(eagerCompileComment, '\n', source),
            )
        },
      )
    })
  }
}
