type Cleanup = () => Promise<void> | void

const cleanups = new Set<Cleanup>()
let signalHandlersInstalled = false
let interrupted = false

/** True once a signal arrived: callers stop starting new work (a retry, another browser). */
export function isInterrupted(): boolean {
  return interrupted
}

/**
 * Runs `cleanup` when the script is interrupted (Ctrl-C, SIGTERM), so a cancelled benchmark does
 * not leave a server or a Chromium behind. Normal exits call the returned `release` themselves,
 * in a `finally`, which also removes the hook.
 */
export function onInterrupt(cleanup: Cleanup): () => void {
  installSignalHandlers()
  // Registered while the others are being cleaned up: nobody will call it later, so run it now.
  if (interrupted) void Promise.resolve().then(cleanup)
  else cleanups.add(cleanup)
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
    // `on`, not `once`: Ctrl-C reaches us twice (from the terminal and relayed by tsx), and with
    // no listener left the second one would end the process before the cleanup has finished.
    process.on(signal, () => {
      if (interrupted) return
      interrupted = true
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
