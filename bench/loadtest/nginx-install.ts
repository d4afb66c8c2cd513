import { spawn } from 'node:child_process'
import { accessSync, constants, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'

import { onInterrupt } from '../cleanup'

export type NginxAvailability = { binary: string; installed: boolean } | { skipped: string }

/** invoke-rc.d asks this before starting any service; exit code 101 means "do not". */
const policyRcD = '/usr/sbin/policy-rc.d'
/** Where Debian's packaged nginx (its /etc/nginx/nginx.conf) writes its pid. */
const systemPidFile = '/run/nginx.pid'

/**
 * The nginx binary, installed from Debian's archive if missing and we may (root on Debian).
 * Anywhere else the reference is skipped rather than the whole load test failed.
 */
export async function locateNginx(): Promise<NginxAvailability> {
  const found = findNginx()
  if (found) return { binary: found, installed: false }
  if (process.getuid?.() !== 0) {
    return {
      skipped: 'nginx is not installed (and installing it needs root): `apt-get install nginx`',
    }
  }
  if (!existsSync('/etc/debian_version')) {
    return { skipped: 'nginx is not installed, and this is not Debian: install it by hand' }
  }
  try {
    await installNginx()
  } catch (error) {
    return { skipped: `installing nginx failed: ${(error as Error).message}` }
  }
  const installed = findNginx()
  return installed
    ? { binary: installed, installed: true }
    : { skipped: 'apt-get installed nginx, but no nginx binary was found afterwards' }
}

/** sbin is searched too: it is often missing from a non-root PATH. */
function findNginx(): string | undefined {
  const directories = [
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
    '/usr/local/sbin',
    '/usr/sbin',
    '/sbin',
  ]
  return directories.map((directory) => join(directory, 'nginx')).find(isExecutable)
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * `apt-get install -y nginx`, with `apt-get update` first only if that fails (a fresh container
 * has no package lists; an up-to-date one needs no download). A temporary policy-rc.d keeps the
 * package from starting the system nginx on port 80; an existing policy is left as it is.
 */
async function installNginx(): Promise<void> {
  console.error('nginx is not installed: `apt-get install -y nginx` (its service is not started)…')
  const systemNginxWasRunning = existsSync(systemPidFile)
  const ownPolicy = !existsSync(policyRcD)
  const removePolicy = () => {
    if (ownPolicy) rmSync(policyRcD, { force: true })
  }
  const release = onInterrupt(removePolicy)
  if (ownPolicy) {
    writeFileSync(policyRcD, '#!/bin/sh\n# npm run loadtest: installing nginx\nexit 101\n', {
      mode: 0o755,
    })
  }
  try {
    await apt(['install', '-y', 'nginx']).catch(async () => {
      await apt(['update'])
      await apt(['install', '-y', 'nginx'])
    })
  } finally {
    removePolicy()
    release()
  }
  // An existing policy-rc.d may allow starts: stop what the install started, nothing else.
  if (!systemNginxWasRunning) stopSystemNginx()
}

function apt(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Progress goes to stderr: stdout is for the results table.
    const child = spawn('apt-get', args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 2, 2],
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`apt-get ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

function stopSystemNginx(): void {
  try {
    const pid = Number(readFileSync(systemPidFile, 'utf8').trim())
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'nginx') return
    process.kill(pid, 'SIGQUIT') // graceful stop
    console.error(`Stopped the system nginx (pid ${pid}) the package install started.`)
  } catch {
    // No pid file or no such process: nothing was started.
  }
}
