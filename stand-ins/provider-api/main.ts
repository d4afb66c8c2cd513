import closeWithGrace from 'close-with-grace'

import { readProviderConfig } from './config'
import { startProvider } from './start'

/** `npm run provider`: the local provider API, alone. */
async function main(): Promise<void> {
  const app = await startProvider(readProviderConfig())
  // SIGINT/SIGTERM: finish what is in flight, then exit; a second signal, or 10 s, exits at once.
  closeWithGrace(() => app.close())
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
