import type { FastifyInstance } from 'fastify'

import type { StandInState } from '../stand-in-state'
import { commitJson, notFound } from './repository-routes'

const unprocessable = (message: string) => ({
  message,
  documentation_url: 'https://docs.github.com/rest/git',
})

/**
 * GitHub's Git Data API, write side (https://docs.github.com/en/rest/git): blobs, trees, commits
 * and refs, each written into the repository as git itself would. A ref moves only forward unless
 * forced, as on GitHub; the errors carry GitHub's messages, which Decap matches on.
 */
export function gitDataRoutes(app: FastifyInstance, state: StandInState): void {
  const { repository, repo } = state.options
  const base = `/repos/${repo}/git`

  app.post(`${base}/blobs`, async (request, reply) => {
    const { content, encoding } = request.body as { content?: string; encoding?: string }
    if (typeof content !== 'string')
      return reply.code(422).send(unprocessable('content is missing'))
    const bytes = Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8')
    const sha = await repository.writeBlob(bytes)
    return reply.code(201).send({ sha, url: `${base}/blobs/${sha}` })
  })

  app.post(`${base}/trees`, async (request, reply) => {
    const body = request.body as {
      base_tree?: string
      tree?: { path: string; mode?: string; sha: string | null }[]
    }
    const entries = body.tree ?? []
    if (
      entries.some(
        (entry) => !entry.path || entry.path.startsWith('/') || entry.path.includes('..'),
      )
    ) {
      return reply.code(422).send(unprocessable('tree.path is invalid'))
    }
    const baseTree = body.base_tree ? await repository.resolve(body.base_tree, 'tree') : undefined
    if (body.base_tree && !baseTree)
      return reply.code(422).send(unprocessable('base_tree is invalid'))
    const sha = await repository.writeTree(
      baseTree ?? undefined,
      entries.map((entry) => ({ path: entry.path, mode: entry.mode ?? '100644', sha: entry.sha })),
    )
    return reply.code(201).send({ sha, tree: [], truncated: false })
  })

  app.post(`${base}/commits`, async (request, reply) => {
    const body = request.body as {
      message?: string
      tree?: string
      parents?: string[]
      author?: { name?: string; email?: string }
    }
    const tree = body.tree ? await repository.resolve(body.tree, 'tree') : null
    const parents = await Promise.all(
      (body.parents ?? []).map((parent) => repository.resolve(parent)),
    )
    if (!tree || parents.some((parent) => parent === null)) {
      return reply
        .code(422)
        .send(unprocessable('tree or parents are not objects of this repository'))
    }
    const sha = await repository.commit(tree, parents as string[], body.message ?? '', body.author)
    return reply
      .code(201)
      .send(await commitJson(repository, sha).then((json) => ({ ...json, ...json.commit })))
  })

  app.post(`${base}/refs`, async (request, reply) => {
    const { ref = '', sha = '' } = request.body as { ref?: string; sha?: string }
    if (!/^refs\/(?:heads|meta)\/[\w./-]+$/.test(ref) || ref.includes('..')) {
      return reply.code(422).send(unprocessable('Reference name is invalid'))
    }
    if (await repository.resolve(ref))
      return reply.code(422).send(unprocessable('Reference already exists'))
    if (!(await repository.resolve(sha)))
      return reply.code(422).send(unprocessable('Object does not exist'))
    await repository.setRef(ref, sha)
    return reply.code(201).send({ ref, object: { sha, type: 'commit' } })
  })

  app.get(`${base}/refs/*`, async (request, reply) => {
    const ref = `refs/${decodeURIComponent((request.params as { '*': string })['*'])}`
    const sha = await repository.resolve(ref)
    if (!sha) return notFound(reply)
    return { ref, object: { sha, type: 'commit' } }
  })

  app.patch(`${base}/refs/*`, async (request, reply) => {
    const ref = `refs/${decodeURIComponent((request.params as { '*': string })['*'])}`
    const { sha = '', force = false } = request.body as { sha?: string; force?: boolean }
    const current = await repository.resolve(ref)
    if (!current) return reply.code(422).send(unprocessable('Reference does not exist'))
    if (!(await repository.resolve(sha)))
      return reply.code(422).send(unprocessable('Object does not exist'))
    if (!force && !(await repository.isAncestor(current, sha))) {
      return reply.code(422).send(unprocessable('Update is not a fast forward'))
    }
    await repository.setRef(ref, sha, current)
    return { ref, object: { sha, type: 'commit' } }
  })

  app.delete(`${base}/refs/*`, async (request, reply) => {
    const ref = `refs/${decodeURIComponent((request.params as { '*': string })['*'])}`
    if (!(await repository.resolve(ref)))
      return reply.code(422).send(unprocessable('Reference does not exist'))
    await repository.setRef(ref, null)
    return reply.code(204).send()
  })
}
