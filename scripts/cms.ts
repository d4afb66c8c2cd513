import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { constants } from 'node:os'
import path from 'node:path'

/**
 * `npm run cms`: the content editor on this machine. decap-server (Decap's local backend, port
 * 8081, loopback only) reads and writes the files of this working copy directly, without commits
 * (its `fs` mode); `npm run develop` serves the site and /admin/ on port 8000 and rebuilds pages as
 * files change. Either ending stops the other.
 */
const rootDir = path.resolve(__dirname, '..')
const backendPort = 8081
const editorUrl = 'http://localhost:8000/admin/'

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }
const decapServer = createRequire(path.join(rootDir, 'package.json')).resolve('decap-server')

// Each child leads a process group of its own, so stopping it reaches everything it started
// (npm, the provider API, gatsby develop and its workers), not only its first process.
const children: ChildProcess[] = [
  spawn(process.execPath, [decapServer], {
    cwd: rootDir,
    stdio: 'inherit',
    detached: true,
    env: {
      ...env,
      PORT: String(backendPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: rootDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  }),
  spawn('npm', ['run', 'develop'], { cwd: rootDir, stdio: 'inherit', env, detached: true }),
]

let stopping = false
function stopAll(signal: NodeJS.Signals): void {
  stopping = true
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue
    try {
      process.kill(-child.pid, signal)
    } catch {
      // The group has ended already.
    }
  }
}

for (const child of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) stopAll('SIGTERM')
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) {
      process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0))
    }
  })
}
process.on('SIGTERM', () => stopAll('SIGTERM'))
process.on('SIGHUP', () => stopAll('SIGHUP'))
// The children have groups of their own, so a terminal's Ctrl-C reaches only this process.
process.on('SIGINT', () => stopAll('SIGINT'))

/** Printed once the editor answers, so the address is the last thing on the screen. */
async function announceWhenReady(): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    if (stopping) return
    const ready = await fetch(editorUrl).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) {
      console.log(`\nContent editor: ${editorUrl} (local backend on port ${backendPort})\n`)
      return
    }
  }
}
void announceWhenReady()
