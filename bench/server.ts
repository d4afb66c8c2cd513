import { spawn, type ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

import { projectRoot } from './build'
import { onInterrupt } from './cleanup'

export interface ProductionServer {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:9400`. */
  origin: string
  stop: () => Promise<void>
  /** For error messages: whether the server still runs, or what it printed before it exited. */
  status: () => string
  isRunning: () => boolean
}

export interface ServerOptions {
  port: number
  host?: string
  startupTimeoutMs?: number
}

interface NodeServerOptions extends ServerOptions {
  /** The script to run, relative to the project root, and its arguments. */
  entry: string
  args?: string[]
}

/** Lines kept from the server's output, shown only when it fails to start or dies. */
const keptOutputLines = 40

/**
 * Starts `server/main.ts` (what `npm run serve` runs) on an existing build and resolves once it
 * answers HTTP.
 *
 * One process, `node --import tsx`, rather than `npx tsx`: npx, sh and tsx each add a process, and
 * a signal sent to the outer one does not reach the server. The server also stays in our process
 * group, so a Ctrl-C reaches it directly, even when tsx SIGKILLs this script before its own cleanup
 * runs (tsx does that to a script that is busy when the signal arrives).
 */
export function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  return startNodeServer({ ...options, entry: 'server/main.ts' })
}

/**
 * The same server on another build (a benchmark reference): bench/reference-server.ts runs
 * the production server's app with `publicDir` as its site, in a process started like ours.
 */
export function startReferenceServer(
  options: ServerOptions & { publicDir: string },
): Promise<ProductionServer> {
  return startNodeServer({
    ...options,
    entry: 'bench/reference-server.ts',
    args: [options.publicDir],
  })
}

async function startNodeServer({
  port,
  host = '127.0.0.1',
  startupTimeoutMs = 60_000,
  entry,
  args = [],
}: NodeServerOptions): Promise<ProductionServer> {
  const origin = `http://${host}:${port}`
  // Measuring whatever already listens there would give plausible but wrong numbers.
  if (await answers(origin)) throw new Error(`${origin} is already in use: stop that server first`)

  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: projectRoot,
    // One libuv thread, as `npm run serve` sets (server/main.ts says why).
    env: { UV_THREADPOOL_SIZE: '1', ...process.env, PORT: String(port), HOST: host },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = keepRecentOutput(child)
  const stop = () => stopProcess(child)
  const release = onInterrupt(stop)
  const killOnExit = () => killNow(child)
  process.once('exit', killOnExit)

  try {
    await waitUntilAnswering(origin, child, startupTimeoutMs)
  } catch (error) {
    await stop()
    release()
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output().join('\n')}`)
  }
  return {
    origin,
    status: () =>
      hasExited(child)
        ? `The server exited (${describeExit(child)}); its last output:\n${output().join('\n')}`
        : 'The server is still running.',
    isRunning: () => !hasExited(child),
    stop: async () => {
      await stop()
      release()
      process.off('exit', killOnExit)
    },
  }
}

/** Whether a server answers at `origin` at all (any status): it is up. */
export async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/`, { redirect: 'manual', signal: AbortSignal.timeout(2_000) })
    return true
  } catch {
    return false
  }
}

async function waitUntilAnswering(origin: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`The server exited early (${describeExit(child)})`)
    if (await answers(origin)) return
    await sleep(250)
  }
  throw new Error(`The server did not answer at ${origin} within ${timeoutMs / 1000} s`)
}

function keepRecentOutput(child: ChildProcess): () => string[] {
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - keptOutputLines))
  }
  // Reading both pipes also keeps a chatty server from blocking on a full pipe.
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.on('error', (error) => lines.push(`spawn failed: ${error.message}`))
  return () => lines
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (hasExited(child) || child.pid === undefined) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM') // the server finishes requests in flight, then exits
  const stoppedInTime = await Promise.race([exited.then(() => true), sleep(5_000, false)])
  if (!stoppedInTime) {
    child.kill('SIGKILL')
    await exited
  }
}

/** Last resort on `process.exit`, where only synchronous work runs. */
function killNow(child: ChildProcess): void {
  if (!hasExited(child)) child.kill('SIGKILL')
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

function describeExit(child: ChildProcess): string {
  return child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`
}
