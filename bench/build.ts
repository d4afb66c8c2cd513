import { execFile, spawn } from 'node:child_process'
import { existsSync, readlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { onInterrupt } from './cleanup'

export const projectRoot = fileURLToPath(new URL('../', import.meta.url))
export const publicDir = join(projectRoot, 'public')

/**
 * Builds the site unless a build is already there. Waits for a build someone else started, since
 * two `gatsby build`s writing one `public/` corrupt each other (and this machine has two cores).
 */
export async function ensureBuild(): Promise<void> {
  await waitForOtherBuilds()
  if (existsSync(join(publicDir, 'index.html'))) return
  console.error('No build in public/: running `npm run build`…')
  await run('npm', ['run', 'build'])
}

/**
 * Builds the site whatever public/ holds, with `env` added to this process's environment: the
 * seconds the build took.
 */
export async function rebuild(env: Record<string, string>): Promise<number> {
  await waitForOtherBuilds()
  const started = performance.now()
  await run('npm', ['run', 'build'], { env })
  return (performance.now() - started) / 1000
}

async function waitForOtherBuilds(): Promise<void> {
  let announced = false
  while (await isGatsbyBuildRunning()) {
    if (!announced) console.error('Another `gatsby build` is running: waiting for it to finish…')
    announced = true
    await sleep(5_000)
  }
}

/** A `gatsby build` writing this project's public/; builds of other checkouts do not count. */
async function isGatsbyBuildRunning(): Promise<boolean> {
  // pgrep exits 1 when nothing matches; it never matches itself.
  const { stdout } = await promisify(execFile)('pgrep', ['-f', 'gatsby build']).catch(() => ({
    stdout: '',
  }))
  return stdout
    .split('\n')
    .filter(Boolean)
    .some((pid) => workingDirectory(pid) === resolve(projectRoot))
}

function workingDirectory(pid: string): string | null {
  try {
    return readlinkSync(`/proc/${pid}/cwd`)
  } catch {
    return null // gone already, or not ours to inspect
  }
}

/**
 * Runs a build to its end, its output on our stderr (stdout is for the tables), stopped with us on
 * an interrupt.
 */
export function run(
  command: string,
  args: string[],
  { cwd = projectRoot, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
    })
    const release = onInterrupt(() => void child.kill('SIGTERM'))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      release()
      if (code === 0) resolve()
      else
        reject(new Error(`\`${command} ${args.join(' ')}\` failed (${signal ?? `exit ${code}`})`))
    })
  })
}
