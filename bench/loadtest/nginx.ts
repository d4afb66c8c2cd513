import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'

import { defaultLanguage, languages } from '../../src/i18n/languages'
import { publicDir } from '../build'
import { onInterrupt } from '../cleanup'
import { nginxConfig } from './nginx-config'
import { answers } from '../server'

export interface NginxServer {
  origin: string
  /** `nginx/1.22.1`. */
  version: string
  stop: () => Promise<void>
}

export interface NginxOptions {
  binary: string
  port: number
  connections: number
}

/**
 * nginx in the foreground (`daemon off`) as our child, with a generated config in a temp dir, so
 * it stops with us: on `stop()`, on Ctrl-C (it is in our process group, and the cleanup hook
 * stops it too) and, as a last resort, on `process.exit`.
 */
export async function startNginx({
  binary,
  port,
  connections,
}: NginxOptions): Promise<NginxServer> {
  const origin = `http://127.0.0.1:${port}`
  if (await answers(origin)) throw new Error(`${origin} is already in use: stop that server first`)

  const tempDir = mkdtempSync(join(tmpdir(), 'loadtest-nginx-'))
  const configFile = join(tempDir, 'nginx.conf')
  const errorLog = join(tempDir, 'error.log')
  writeFileSync(
    configFile,
    nginxConfig({
      port,
      root: publicDir,
      tempDir,
      connections,
      localizedNotFound: languages.filter(
        (language) =>
          language !== defaultLanguage &&
          existsSync(join(publicDir, language, '404', 'index.html')),
      ),
      runningAsRoot: process.getuid?.() === 0,
    }),
  )
  // -e: errors from before the config is read go to our log too, not to Debian's.
  const child = spawn(binary, ['-p', tempDir, '-c', configFile, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)))
  const cleanUp = async () => {
    await stopNginx(child)
    rmSync(tempDir, { recursive: true, force: true })
  }
  const release = onInterrupt(cleanUp)
  // SIGTERM, not SIGKILL: a killed master would leave its workers serving the port.
  const stopOnExit = () => void (hasExited(child) || child.kill('SIGTERM'))
  process.once('exit', stopOnExit)
  const stop = async () => {
    await cleanUp()
    release()
    process.off('exit', stopOnExit)
  }

  try {
    await waitUntilAnswering(origin, child)
  } catch (error) {
    const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''
    await stop()
    throw new Error(`${(error as Error).message}\n${(log + stderr).trim().slice(-2_000)}`)
  }
  return { origin, version: await nginxVersion(binary), stop }
}

async function waitUntilAnswering(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`nginx exited early (exit code ${child.exitCode})`)
    if (await answers(origin)) return
    await sleep(100)
  }
  throw new Error(`nginx did not answer at ${origin} within 15 s`)
}

/** `nginx -v` prints `nginx version: nginx/1.22.1` on stderr. */
async function nginxVersion(binary: string): Promise<string> {
  const { stderr } = await promisify(execFile)(binary, ['-v'])
  return /nginx\/[\w.]+/.exec(stderr)?.[0] ?? 'nginx'
}

async function stopNginx(master: ChildProcess): Promise<void> {
  if (hasExited(master) || master.pid === undefined) return
  const exited = new Promise<void>((resolve) => master.once('exit', () => resolve()))
  master.kill('SIGTERM') // fast shutdown: the master stops its workers, then exits
  const stoppedInTime = await Promise.race([exited.then(() => true), sleep(5_000, false)])
  if (stoppedInTime) return
  // Workers are found before the master dies: afterwards they belong to init.
  const workers = childPids(master.pid)
  master.kill('SIGKILL')
  for (const pid of workers) killQuietly(pid)
  await exited
}

/** Linux only, like the rest of this script: parent pids from /proc/<pid>/stat. */
function childPids(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        // `pid (comm) state ppid …`; comm may contain spaces and parentheses, so split after it.
        const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]
        return Number(ppid) === parent
      } catch {
        return false // exited while we looked
      }
    })
    .map(Number)
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}
