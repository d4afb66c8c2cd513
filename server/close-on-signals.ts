/**
 * Shared by the production server and the local provider API: on SIGINT/SIGTERM finish what is in
 * flight, then exit; a second signal, or 10 s, exits at once.
 */
export function closeOnSignals(name: string, close: () => Promise<void>): void {
  let closing = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1)
    closing = true
    console.log(`${signal}: closing the ${name}…`)
    setTimeout(() => process.exit(1), 10_000).unref()
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}
