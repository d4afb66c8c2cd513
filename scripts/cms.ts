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

// Query on demand in every environment, also where a CI variable is set (our CI, a hosted
// workspace), where Gatsby turns it off: the preview then works, and is tested, the one way an
// editor's machine runs it (docs/stack-notes.md#open-tabs-in-develop).
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: 'true',
}
const fromRoot = createRequire(path.join(rootDir, 'package.json'))
const decapServer = fromRoot.resolve('decap-server')
const tsx = path.join(rootDir, 'node_modules', '.bin', 'tsx')

// The children stay in this process group: a terminal's Ctrl-C and a test runner stopping the
// group reach all of them at once. `npm run develop` is run as what it is (beside.ts passes
// signals on to gatsby develop), not through npm, which does not pass SIGTERM on.
const children: ChildProcess[] = [
  spawn(process.execPath, [decapServer], {
    cwd: rootDir,
    stdio: 'inherit',
    env: {
      ...env,
      PORT: String(backendPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: rootDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  }),
  spawn(tsx, ['stand-ins/provider-api/beside.ts', 'gatsby', 'develop'], {
    cwd: rootDir,
    stdio: 'inherit',
    env,
  }),
]

let stopping = false
function stopAll(signal: NodeJS.Signals): void {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill(signal)
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
// Ctrl-C reaches the whole group already: only make sure the other stops if one lingers.
process.on('SIGINT', () => setTimeout(() => stopAll('SIGTERM'), 2_000).unref())

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
