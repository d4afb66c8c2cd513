import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { standInRepoDir } from '../../playwright.editor.config'

/** git in the stand-in's repository: what a save, a draft or a publish really wrote. */
export function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: standInRepoDir, encoding: 'utf8' }).trim()
}

export function branchExists(branch: string): boolean {
  try {
    git('rev-parse', '--verify', '--quiet', `refs/heads/${branch}`)
    return true
  } catch {
    return false
  }
}

/** The files a commit changed against its first parent. */
export function changedFiles(revision: string): string[] {
  return git('diff', '--name-only', `${revision}^1`, revision).split('\n').filter(Boolean)
}

/** The files of `revision` in a folder of their own, as a clone would check them out. */
export function checkout(revision: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stand-in-checkout-'))
  execFileSync('sh', ['-c', `git archive ${revision} | tar -x -C ${dir}`], { cwd: standInRepoDir })
  return dir
}

/** `npm run content:check` of this project, run on a checkout: its report, whatever its exit code. */
export function contentCheckOf(dir: string): string {
  const script = path.resolve('scripts/content-check.ts')
  try {
    return execFileSync(
      path.resolve('node_modules/.bin/tsx'),
      ['--tsconfig', path.resolve('tsconfig.json'), script],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    )
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return `${stdout}${stderr}`
  }
}
