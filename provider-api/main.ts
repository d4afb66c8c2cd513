import { closeOnSignals } from '../server/close-on-signals'
import { readProviderConfig } from './config'
import { startProvider } from './start'

/** `npm run provider`: the local provider API, alone. */
async function main(): Promise<void> {
  const app = await startProvider(readProviderConfig())
  closeOnSignals('provider API', () => app.close())
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
