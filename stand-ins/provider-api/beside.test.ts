/** @jest-environment node */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '..', '..')

function runBeside(command: string[], env: Record<string, string> = {}) {
  return spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'stand-ins/provider-api/beside.ts',
      ...command,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PROVIDER_PORT: '0', LOG_LEVEL: 'warn', ...env },
      timeout: 30_000,
    },
  )
}

describe('beside.ts', () => {
  it('starts the provider, runs the command and exits with its code', () => {
    const result = runBeside([process.execPath, '-e', 'process.exit(7)'])
    expect(result.stdout).toMatch(
      /Provider API: http:\/\/localhost:\d+\/ — demo login: demo \/ demo-password/,
    )
    expect(result.status).toBe(7)
  })

  it('stops before the command when the seed is broken, naming the file', () => {
    const result = runBeside([process.execPath, '-e', 'console.log("ran")'], {
      PROVIDER_SEED: path.join(root, 'stand-ins/provider-api/missing-seed.json'),
    })
    expect(result.stderr).toMatch(/missing-seed\.json: cannot read the seed file/)
    expect(result.stdout).not.toContain('ran')
    expect(result.status).toBe(1)
  })
})
