import { readProviderConfig } from './config'
import { startProvider } from './start'

/** `npm run provider`: the local provider API, alone. */
async function main(): Promise<void> {
  const app = await startProvider(readProviderConfig())
  closeOnSignals(() => app.close())
}

/** Close (open connections are cut: app.ts), then exit; a second signal, or 10 s, exits at once. */
function closeOnSignals(close: () => Promise<void>): void {
  let closing = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1)
    closing = true
    console.log(`${signal}: closing the provider API…`)
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
