import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { chromiumArgs } from '../chromium'

export interface Browser {
  /** Chrome DevTools Protocol port, what Lighthouse connects to. */
  port: number
  close: () => Promise<void>
}

/**
 * Starts a headless Chromium with a fresh profile for Lighthouse to drive.
 *
 * Not chrome-launcher's `launch`: it starts Chromium in a process group of its own, so a Chromium
 * outlives the benchmark whenever the benchmark dies without cleaning up (tsx SIGKILLs a script
 * that is busy when Ctrl-C arrives). Started here, Chromium stays in our group and gets the same
 * Ctrl-C. chrome-launcher still supplies the flags Lighthouse expects (no throttled background
 * timers, no extensions, no first-run UI).
 */
export async function startBrowser(chromePath: string): Promise<Browser> {
  const { Launcher } = await import('chrome-launcher')
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const child = spawn(
    chromePath,
    [
      ...Launcher.defaultFlags(),
      ...chromiumArgs,
      '--headless=new',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0', // Chromium picks a free port and prints it
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const close = async () => {
    await stopProcess(child)
    removeProfile(profile)
  }
  try {
    return { port: await devToolsPort(child), close }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * Chromium's helper processes may still be writing to the profile for a moment after the browser
 * exits (ENOTEMPTY): retry a while, and never let a leftover temp folder abort a measurement.
 */
function removeProfile(profile: string): void {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  } catch (error) {
    console.error(`Left ${profile} behind: ${(error as Error).message}`)
  }
}

/** Chromium prints `DevTools listening on ws://127.0.0.1:<port>/devtools/browser/<id>`. */
function devToolsPort(child: ChildProcess, timeoutMs = 30_000): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail('did not open its DevTools port in time'), timeoutMs)
    function fail(reason: string) {
      clearTimeout(timer)
      reject(new Error(`Chromium ${reason}:\n${output.slice(-2_000)}`))
    }
    child.on('error', (error) => fail(`could not start (${error.message})`))
    child.on('exit', (code, signal) => fail(`exited early (${signal ?? `exit code ${code}`})`))
    child.stderr?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-10_000) // keeps draining the pipe, bounded
      const match = /DevTools listening on ws:\/\/[^/]+:(\d+)\//.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
  })
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const stoppedInTime = await Promise.race([exited.then(() => true), sleep(5_000, false)])
  if (!stoppedInTime) {
    child.kill('SIGKILL')
    await exited
  }
}
