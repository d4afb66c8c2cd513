import type { FastifyInstance, FastifyReply } from 'fastify'

import type { PullRequest, StandInState } from '../stand-in-state'
import { branchOf, notFound } from './repository-routes'

/**
 * Pull requests and their labels, as Decap's editorial workflow uses them: a draft is a branch
 * `cms/<collection>/<slug>` with an open pull request labelled `decap-cms/<status>`; publishing
 * merges it with a merge commit (`merge_method: merge`), made by git from both heads.
 */
export function pullRoutes(app: FastifyInstance, state: StandInState): void {
  const { repository, repo } = state.options
  const base = `/repos/${repo}`

  const pullJson = async (pull: PullRequest) => {
    const [headSha, baseSha] = await Promise.all([
      repository.resolve(`refs/heads/${pull.head}`),
      repository.resolve(`refs/heads/${pull.base}`),
    ])
    return {
      number: pull.number,
      title: pull.title,
      body: pull.body,
      state: pull.state,
      user: { login: state.options.login },
      labels: pull.labels.map((name) => ({ name })),
      head: {
        ref: pull.head,
        sha: headSha,
        label: `${state.owner}:${pull.head}`,
        repo: { fork: false, full_name: repo },
      },
      base: { ref: pull.base, sha: baseSha },
      merged_at: pull.mergedAt,
      updated_at: pull.updatedAt,
      html_url: `${base}/pull/${pull.number}`,
    }
  }
  const pullOf = (request: { params: unknown }, reply: FastifyReply) => {
    const pull = state.pull(Number((request.params as { number: string }).number))
    if (!pull) void notFound(reply)
    return pull
  }

  app.get(`${base}/pulls`, async (request) => {
    const query = request.query as { head?: string; base?: string; state?: string }
    const wanted = query.state ?? 'open'
    const pulls = state.pulls.filter(
      (pull) =>
        (wanted === 'all' || pull.state === wanted) &&
        (!query.head || pull.head === branchOf(query.head, state.owner)) &&
        (!query.base || pull.base === query.base),
    )
    return Promise.all(pulls.map(pullJson))
  })

  app.post(`${base}/pulls`, async (request, reply) => {
    const body = request.body as { title?: string; body?: string; head?: string; base?: string }
    const head = branchOf(body.head ?? '', state.owner)
    const baseBranch = body.base ?? state.options.branch
    if (
      !(await repository.resolve(`refs/heads/${head}`)) ||
      !(await repository.resolve(`refs/heads/${baseBranch}`))
    ) {
      return reply
        .code(422)
        .send({ message: 'Validation Failed', errors: [{ field: 'head', code: 'invalid' }] })
    }
    if (state.pulls.some((pull) => pull.state === 'open' && pull.head === head)) {
      return reply
        .code(422)
        .send({ message: `A pull request already exists for ${state.owner}:${head}.` })
    }
    const pull: PullRequest = {
      number: state.pulls.length + 1,
      title: body.title ?? '',
      body: body.body ?? '',
      head,
      base: baseBranch,
      state: 'open',
      labels: [],
      mergedAt: null,
      updatedAt: new Date().toISOString(),
    }
    state.pulls.push(pull)
    return reply.code(201).send(await pullJson(pull))
  })

  app.patch(`${base}/pulls/:number`, async (request, reply) => {
    const pull = pullOf(request, reply)
    if (!pull) return reply
    const { state: wanted } = request.body as { state?: 'open' | 'closed' }
    if (wanted) pull.state = wanted
    pull.updatedAt = new Date().toISOString()
    return pullJson(pull)
  })

  app.put(`${base}/issues/:number/labels`, async (request, reply) => {
    const pull = pullOf(request, reply)
    if (!pull) return reply
    pull.labels = [...new Set((request.body as { labels?: string[] }).labels ?? [])]
    pull.updatedAt = new Date().toISOString()
    return pull.labels.map((name) => ({ name }))
  })

  app.put(`${base}/pulls/:number/merge`, async (request, reply) => {
    const pull = pullOf(request, reply)
    if (!pull) return reply
    const body = request.body as { sha?: string; commit_message?: string; merge_method?: string }
    const baseRef = `refs/heads/${pull.base}`
    const [headSha, baseSha] = await Promise.all([
      repository.resolve(`refs/heads/${pull.head}`),
      repository.resolve(baseRef),
    ])
    if (pull.state !== 'open' || !headSha || !baseSha) {
      return reply.code(405).send({ message: 'Pull Request is not mergeable' })
    }
    if (body.sha && body.sha !== headSha) {
      return reply
        .code(409)
        .send({ message: 'Head branch was modified. Review and try the merge again.' })
    }
    if (body.merge_method && body.merge_method !== 'merge') {
      return reply.code(405).send({ message: 'This stand-in merges with merge commits only' })
    }
    const tree = await repository.mergeTree(baseSha, headSha)
    if (!tree) return reply.code(405).send({ message: 'Pull Request is not mergeable' })
    const message = `Merge pull request #${pull.number} from ${state.owner}/${pull.head}\n\n${body.commit_message ?? pull.title}`
    const sha = await repository.commit(tree, [baseSha, headSha], message)
    await repository.setRef(baseRef, sha, baseSha)
    pull.state = 'closed'
    pull.mergedAt = new Date().toISOString()
    pull.updatedAt = pull.mergedAt
    return { sha, merged: true, message: 'Pull Request successfully merged' }
  })
}
