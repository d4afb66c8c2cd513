import type { FastifyInstance, FastifyReply } from 'fastify'

import type { GitRepository } from '../git-repository'
import type { StandInState } from '../stand-in-state'

export const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest' })

/** A commit as GitHub's REST API shows one (the parts Decap reads). */
export async function commitJson(repository: GitRepository, sha: string) {
  const info = await repository.commitInfo(sha)
  return {
    sha,
    parents: info.parents.map((parent) => ({ sha: parent })),
    commit: {
      message: info.message,
      tree: { sha: info.tree },
      author: info.author,
      committer: info.author,
    },
  }
}

/** `owner:branch` or `branch` (compare and pull-request heads name the owner). */
export function branchOf(head: string, owner: string): string {
  return head.startsWith(`${owner}:`) ? head.slice(owner.length + 1) : head
}

/**
 * The read side of the repository: the repository itself, branches, trees and blobs, comparisons,
 * a file's last commit and a commit's statuses. Paths and names arrive URL-encoded or not, as
 * Decap sends them either way.
 */
export function repositoryRoutes(app: FastifyInstance, state: StandInState): void {
  const { repository, repo, branch: defaultBranch } = state.options
  const base = `/repos/${repo}`

  app.get(base, async () => ({
    name: repo.split('/')[1],
    full_name: repo,
    private: true,
    owner: { login: state.owner },
    default_branch: defaultBranch,
    permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
  }))

  app.get(`${base}/branches/*`, async (request, reply) => {
    const name = decodeURIComponent((request.params as { '*': string })['*'])
    const sha = await repository.resolve(`refs/heads/${name}`)
    if (!sha) return reply.code(404).send({ message: 'Branch not found' })
    return { name, commit: await commitJson(repository, sha), protected: false }
  })

  app.get(`${base}/git/trees/*`, async (request, reply) => {
    const spec = decodeURIComponent((request.params as { '*': string })['*'])
    const recursive = (request.query as { recursive?: string }).recursive !== undefined
    const [revision = '', folder = ''] = spec.split(':')
    const treeSha = await repository.resolve(folder ? `${revision}:${folder}` : revision, 'tree')
    if (!treeSha) return notFound(reply)
    const listing = await repository.text(['ls-tree', '-l', ...(recursive ? ['-r'] : []), treeSha])
    const tree = listing
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [meta = '', filePath = ''] = line.split('\t')
        const [mode, type, sha, size] = meta.split(/\s+/)
        return {
          path: filePath,
          mode,
          type,
          sha,
          ...(type === 'blob' ? { size: Number(size) } : {}),
        }
      })
    return { sha: treeSha, tree, truncated: false }
  })

  app.get(`${base}/git/blobs/:sha`, async (request, reply) => {
    const { sha } = request.params as { sha: string }
    const bytes = /^[0-9a-f]{40}$/.test(sha) ? await repository.readBlob(sha) : null
    if (!bytes) return notFound(reply)
    return { sha, size: bytes.length, content: bytes.toString('base64'), encoding: 'base64' }
  })

  app.get(`${base}/compare/*`, async (request, reply) => {
    const spec = decodeURIComponent((request.params as { '*': string })['*'])
    const [from = '', to = ''] = spec.split('...')
    const [baseSha, headSha] = await Promise.all(
      [from, to].map((ref) => repository.resolve(branchOf(ref, state.owner))),
    )
    if (!baseSha || !headSha) return notFound(reply)
    const mergeBase = await repository.text(['merge-base', baseSha, headSha])
    const shas = (await repository.text(['rev-list', '--reverse', `${mergeBase}..${headSha}`]))
      .split('\n')
      .filter(Boolean)
    const numstat = await repository.text(['diff', '--numstat', '--no-renames', mergeBase, headSha])
    const binary = new Set(
      numstat
        .split('\n')
        .filter((line) => line.startsWith('-\t-\t'))
        .map((line) => line.slice(4)),
    )
    const nameStatus = await repository.text([
      'diff',
      '--name-status',
      '--no-renames',
      mergeBase,
      headSha,
    ])
    const statuses: Record<string, string> = { A: 'added', M: 'modified', D: 'removed' }
    const files = await Promise.all(
      nameStatus
        .split('\n')
        .filter(Boolean)
        .map(async (line) => {
          const [code = '', filename = ''] = line.split('\t')
          const removed = code === 'D'
          const sha = removed ? null : await repository.resolve(`${headSha}:${filename}`, 'blob')
          return {
            filename,
            status: statuses[code] ?? 'modified',
            sha,
            // GitHub sends no patch for binary files; Decap tells media from entries by it.
            ...(binary.has(filename) ? {} : { patch: '@@ text @@' }),
          }
        }),
    )
    return {
      base_commit: await commitJson(repository, baseSha),
      merge_base_commit: await commitJson(repository, mergeBase),
      status: shas.length === 0 ? 'identical' : 'ahead',
      ahead_by: shas.length,
      commits: await Promise.all(shas.map((sha) => commitJson(repository, sha))),
      files,
    }
  })

  app.get(`${base}/commits`, async (request) => {
    const query = request.query as { path?: string; sha?: string }
    const revision = query.sha ?? defaultBranch
    const shas = await repository
      .text(['log', '-1', '--format=%H', revision, '--', query.path ?? '.'])
      .catch(() => '')
    return Promise.all(
      shas
        .split('\n')
        .filter(Boolean)
        .map((sha) => commitJson(repository, sha)),
    )
  })

  app.get(`${base}/commits/:sha/status`, async (request) => {
    const { sha } = request.params as { sha: string }
    const open = state.pulls.filter((candidate) => candidate.state === 'open')
    const heads = await Promise.all(
      open.map((pull) => repository.resolve(`refs/heads/${pull.head}`)),
    )
    const pull = open.find((_pull, index) => heads[index] === sha)
    const preview = state.options.previewUrl
    const statuses =
      pull && preview
        ? [
            {
              context: 'deploy/netlify',
              state: 'success',
              description: 'Deploy preview ready!',
              target_url: preview.replace('{{pr}}', String(pull.number)),
            },
          ]
        : []
    return { sha, state: statuses.length > 0 ? 'success' : 'pending', statuses }
  })

  app.get('/user', async () => userJson(state.options.login))
  app.get('/users/:login', async (request) => userJson((request.params as { login: string }).login))
}

function userJson(login: string) {
  return { login, name: `${login} (stand-in)`, email: `${login}@stand-in.test`, avatar_url: '' }
}
