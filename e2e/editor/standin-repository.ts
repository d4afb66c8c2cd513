import { execFileSync } from 'node:child_process'

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
