import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
export const publicDir = join(projectRoot, 'public')

/**
 * Builds the site unless a build is already there. Waits for a build someone else started, since
 * two `gatsby build`s writing one `public/` corrupt each other (and this machine has two cores).
 */
export async function ensureBuild(): Promise<void> {
  await waitForOtherBuilds()
  if (existsSync(join(publicDir, 'index.html'))) return
  console.error('No build in public/: running `npm run build`…')
  await runInherited('npm', ['run', 'build'])
}

async function waitForOtherBuilds(): Promise<void> {
  let announced = false
  while (await isGatsbyBuildRunning()) {
    if (!announced) console.error('Another `gatsby build` is running: waiting for it to finish…')
    announced = true
    await sleep(5_000)
  }
}

async function isGatsbyBuildRunning(): Promise<boolean> {
  // pgrep exits 1 when nothing matches; it never matches itself.
  return promisify(execFile)('pgrep', ['-f', 'gatsby build']).then(
    () => true,
    () => false,
  )
}

function runInherited(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else
        reject(new Error(`\`${command} ${args.join(' ')}\` failed (${signal ?? `exit ${code}`})`))
    })
  })
}
