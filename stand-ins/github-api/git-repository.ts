import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A git command's failure, with what git said. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (${code}): ${stderr.trim()}`)
  }
}

const fixedIdentity = {
  GIT_AUTHOR_NAME: 'Decap CMS',
  GIT_AUTHOR_EMAIL: 'decap@stand-in.test',
  GIT_COMMITTER_NAME: 'GitHub stand-in',
  GIT_COMMITTER_EMAIL: 'noreply@stand-in.test',
}

/**
 * A real git repository the stand-in answers from, driven through git's plumbing commands, as
 * GitHub's Git Data API is: blobs, trees and commits are objects of this repository and branches
 * are its refs, so a save is a commit and a draft a branch anyone can inspect with `git log`.
 */
export class GitRepository {
  constructor(readonly dir: string) {}

  /** A fresh repository holding a copy of `sourceDir`'s `folders`, committed on `branch`. */
  static async seed(
    sourceDir: string,
    folders: readonly string[],
    branch: string,
    dir = mkdtempSync(path.join(tmpdir(), 'github-stand-in-')),
  ): Promise<GitRepository> {
    rmSync(dir, { recursive: true, force: true })
    for (const folder of folders) {
      cpSync(path.join(sourceDir, folder), path.join(dir, folder), { recursive: true })
    }
    const repository = new GitRepository(dir)
    await repository.git(['init', '--quiet', `--initial-branch=${branch}`])
    await repository.git(['add', '--all'])
    await repository.git(['commit', '--quiet', '--message', 'Site content'])
    return repository
  }

  async git(
    args: readonly string[],
    { input, env = {} }: { input?: Buffer | string; env?: Record<string, string> } = {},
  ): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = spawn('git', args, {
        cwd: this.dir,
        env: { ...process.env, ...fixedIdentity, ...env, GIT_TERMINAL_PROMPT: '0' },
      })
      const out: Buffer[] = []
      const err: Buffer[] = []
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
      child.on('error', reject)
      child.on('close', (code) => {
        if (code === 0) resolve(Buffer.concat(out))
        else reject(new GitError(args, code, Buffer.concat(err).toString('utf8')))
      })
      child.stdin.end(input)
    })
  }

  async text(args: readonly string[], options?: Parameters<GitRepository['git']>[1]) {
    return (await this.git(args, options)).toString('utf8').trim()
  }

  /** The object a revision names, or null when it names none. */
  async resolve(revision: string, type = 'commit'): Promise<string | null> {
    if (!revision.includes(':')) {
      const peeled = `${revision}^{${type}}`
      return this.text(['rev-parse', '--verify', '--quiet', peeled]).catch(() => null)
    }
    // `<rev>:<path>` names the object at that path; a peel suffix would be read as part of the path.
    const sha = await this.text(['rev-parse', '--verify', '--quiet', revision]).catch(() => null)
    if (!sha) return null
    return (await this.text(['cat-file', '-t', sha])) === type ? sha : null
  }

  async writeBlob(bytes: Buffer): Promise<string> {
    return this.text(['hash-object', '-w', '--stdin'], { input: bytes })
  }

  async readBlob(sha: string): Promise<Buffer | null> {
    if ((await this.text(['cat-file', '-t', sha]).catch(() => null)) !== 'blob') return null
    return this.git(['cat-file', 'blob', sha])
  }

  /**
   * A tree from `base` (a tree or a commit) with `changes` applied: a sha writes that blob at the
   * path, null deletes it; through a throwaway index, as `git commit` would.
   */
  async writeTree(
    base: string | undefined,
    changes: readonly { path: string; mode: string; sha: string | null }[],
  ): Promise<string> {
    const index = path.join(
      this.dir,
      '.git',
      `stand-in-index-${process.pid}-${Date.now()}-${Math.random()}`,
    )
    const env = { GIT_INDEX_FILE: index }
    try {
      await this.git(base ? ['read-tree', base] : ['read-tree', '--empty'], { env })
      for (const change of changes) {
        await this.git(
          change.sha === null
            ? ['update-index', '--force-remove', '--', change.path]
            : [
                'update-index',
                '--add',
                '--cacheinfo',
                `${change.mode},${change.sha},${change.path}`,
              ],
          { env },
        )
      }
      return await this.text(['write-tree'], { env })
    } finally {
      rmSync(index, { force: true })
    }
  }

  async commit(
    tree: string,
    parents: readonly string[],
    message: string,
    author?: { name?: string; email?: string },
  ): Promise<string> {
    const env: Record<string, string> = {}
    if (author?.name) env.GIT_AUTHOR_NAME = author.name
    if (author?.email) env.GIT_AUTHOR_EMAIL = author.email
    const args = ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent])]
    return this.text([...args, '-F', '-'], { input: message, env })
  }

  /** Moves (or creates, or with null deletes) a ref, only from `expected` when given. */
  async setRef(ref: string, sha: string | null, expected?: string): Promise<void> {
    if (sha === null) await this.git(['update-ref', '-d', ref])
    else await this.git(['update-ref', ref, sha, ...(expected ? [expected] : [])])
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    return this.git(['merge-base', '--is-ancestor', ancestor, descendant]).then(
      () => true,
      () => false,
    )
  }

  /** The tree of merging `theirs` into `ours`, or null on a conflict. */
  async mergeTree(ours: string, theirs: string): Promise<string | null> {
    const output = await this.text(['merge-tree', '--write-tree', ours, theirs]).catch(() => null)
    return output?.split('\n')[0] ?? null
  }

  async commitInfo(sha: string) {
    const [tree = '', parents = '', authorName = '', authorEmail = '', date = '', ...message] = (
      await this.text(['show', '-s', '--format=%T%n%P%n%an%n%ae%n%aI%n%B', sha])
    ).split('\n')
    return {
      sha,
      tree,
      parents: parents.split(' ').filter(Boolean),
      author: { name: authorName, email: authorEmail, date },
      message: message.join('\n').trim(),
    }
  }
}
