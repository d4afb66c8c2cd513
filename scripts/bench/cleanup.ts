type Cleanup = () => Promise<void> | void

const cleanups = new Set<Cleanup>()
let signalHandlersInstalled = false

/**
 * Runs `cleanup` when the script is interrupted (Ctrl-C, SIGTERM), so a cancelled benchmark does
 * not leave a server or a Chromium behind. Normal exits call the returned `release` themselves,
 * in a `finally`, which also removes the hook.
 */
export function onInterrupt(cleanup: Cleanup): () => void {
  installSignalHandlers()
  cleanups.add(cleanup)
  return () => {
    cleanups.delete(cleanup)
  }
}

function installSignalHandlers(): void {
  if (signalHandlersInstalled) return
  signalHandlersInstalled = true
  for (const [signal, exitCode] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping child processes…`)
      void runAll().finally(() => process.exit(exitCode))
    })
  }
}

async function runAll(): Promise<void> {
  const pending = [...cleanups].reverse()
  cleanups.clear()
  for (const cleanup of pending) {
    await Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => console.error('cleanup failed:', error))
  }
}
