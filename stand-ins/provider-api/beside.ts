import { spawn } from 'node:child_process'
import { constants } from 'node:os'

import type { FastifyInstance } from 'fastify'

import { readProviderConfig } from './config'
import { startProvider } from './start'

/**
 * `tsx stand-ins/provider-api/beside.ts <command…>`: the provider API in this process, the command (the
 * site: `npm run serve`, `gatsby develop`) beside it. When the command ends the provider closes
 * and this exits with the command's code, so `npm start` stops as one thing.
 */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2)
  if (!command)
    throw new Error('Usage: tsx stand-ins/provider-api/beside.ts <command> [arguments…]')
  const config = readProviderConfig()

  let provider: FastifyInstance | null = null
  try {
    provider = await startProvider(config)
  } catch (error) {
    // A provider left running by `npm run provider` serves the site just as well.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    console.warn(`Provider API: port ${config.port} is in use; using the server already there.`)
  }

  const child = spawn(command, args, { stdio: 'inherit' })
  // SIGTERM and SIGHUP come to this process alone (npm forwards them): pass them on. A terminal's
  // Ctrl-C reaches the whole process group, so the command has it already; a second SIGINT would
  // make the site's server skip its graceful close, hence only a late reminder.
  process.on('SIGTERM', () => child.kill('SIGTERM'))
  process.on('SIGHUP', () => child.kill('SIGHUP'))
  process.on('SIGINT', () => setTimeout(() => child.kill('SIGINT'), 2_000).unref())

  child.on('error', (error) => {
    console.error(`Cannot run ${command}: ${error.message}`)
    void provider?.close().finally(() => process.exit(1))
  })
  child.on('exit', (code, signal) => {
    void (provider?.close() ?? Promise.resolve()).finally(() =>
      process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)),
    )
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
