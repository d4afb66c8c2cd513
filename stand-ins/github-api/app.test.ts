/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { FastifyInstance, InjectOptions } from 'fastify'

import { createGithubStandIn } from './app'
import { GitRepository } from './git-repository'

const siteOrigin = 'http://127.0.0.1:9400'
const base = '/repos/acme/site'
let source: string
let repository: GitRepository
let app: FastifyInstance
let token: string

beforeEach(async () => {
  source = mkdtempSync(path.join(tmpdir(), 'stand-in-source-'))
  mkdirSync(path.join(source, 'content', 'faq', 'pt-BR'), { recursive: true })
  writeFileSync(path.join(source, 'content', 'faq', 'pt-BR', 'fees.mdx'), 'pt-BR v1\n')
  repository = await GitRepository.seed(source, ['content'], 'main')
  app = createGithubStandIn({
    repository,
    repo: 'acme/site',
    branch: 'main',
    siteOrigin,
    clientId: 'client',
    clientSecret: 'secret',
    login: 'editor',
    previewUrl: 'http://preview.test/pr-{{pr}}/',
  }).app
  token = await signIn()
})
afterEach(async () => {
  await app.close()
  rmSync(source, { recursive: true, force: true })
  rmSync(repository.dir, { recursive: true, force: true })
})

async function call(method: InjectOptions['method'], url: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    // As Decap sends every call, bodiless DELETEs included.
    headers: {
      authorization: `token ${token}`,
      origin: siteOrigin,
      'content-type': 'application/json; charset=utf-8',
    },
  })
  return { status: response.statusCode, json: response.body ? response.json() : undefined }
}

async function signIn(): Promise<string> {
  const authorize = await app.inject({
    url: `/login/oauth/authorize?client_id=client&redirect_uri=${encodeURIComponent(`${siteOrigin}/api/auth`)}&scope=repo&state=s1`,
  })
  const back = new URL(String(authorize.headers.location))
  expect(back.searchParams.get('state')).toBe('s1')
  const exchange = await app.inject({
    method: 'POST',
    url: '/login/oauth/access_token',
    payload: {
      client_id: 'client',
      client_secret: 'secret',
      code: back.searchParams.get('code'),
      redirect_uri: `${siteOrigin}/api/auth`,
    },
  })
  return (exchange.json() as { access_token: string }).access_token
}

/** A change on a draft branch, as Decap's editorialWorkflowGit makes it. */
async function saveDraft(files: Record<string, string>, branch = 'cms/faq/fees') {
  const main = (await call('GET', `${base}/branches/main`)).json as { commit: { sha: string } }
  const tree = []
  for (const [filePath, text] of Object.entries(files)) {
    const blob = await call('POST', `${base}/git/blobs`, {
      content: Buffer.from(text).toString('base64'),
      encoding: 'base64',
    })
    tree.push({
      path: filePath,
      mode: '100644',
      type: 'blob',
      sha: (blob.json as { sha: string }).sha,
    })
  }
  const newTree = await call('POST', `${base}/git/trees`, { base_tree: main.commit.sha, tree })
  const commit = await call('POST', `${base}/git/commits`, {
    message: 'Create Faq “fees”',
    tree: (newTree.json as { sha: string }).sha,
    parents: [main.commit.sha],
  })
  const sha = (commit.json as { sha: string }).sha
  expect(
    (await call('POST', `${base}/git/refs`, { ref: `refs/heads/${branch}`, sha })).status,
  ).toBe(201)
  const pull = await call('POST', `${base}/pulls`, {
    title: 'Fees',
    head: `acme:${branch}`,
    base: 'main',
  })
  const number = (pull.json as { number: number }).number
  await call('PUT', `${base}/issues/${number}/labels`, { labels: ['decap-cms/draft'] })
  return { number, sha }
}

describe('the GitHub stand-in', () => {
  it('refuses the API without a token it issued, and the token endpoint a reused code', async () => {
    const anonymous = await app.inject({ url: `${base}/branches/main` })
    expect(anonymous.statusCode).toBe(401)
    const forged = await app.inject({
      url: '/user',
      headers: { authorization: 'token gho_forged' },
    })
    expect(forged.json()).toEqual({ message: 'Bad credentials' })
    const reused = await app.inject({
      method: 'POST',
      url: '/login/oauth/access_token',
      payload: {
        client_id: 'client',
        client_secret: 'secret',
        code: 'made-up',
        redirect_uri: `${siteOrigin}/api/auth`,
      },
    })
    expect(reused.json()).toMatchObject({ error: 'bad_verification_code' })
  })

  it('answers the editor across origins, preflight included', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${base}/git/blobs`,
      headers: {
        origin: siteOrigin,
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(siteOrigin)
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization')
  })

  it('makes a draft a real branch and pull request, and publishing a real merge commit', async () => {
    const { number } = await saveDraft({
      'content/faq/pt-BR/fees.mdx': 'pt-BR v2\n',
      'content/faq/ja/fees.mdx': 'ja v2\n',
    })
    const listed = await call(
      'GET',
      `${base}/pulls?head=acme%3Acms%2Ffaq%2Ffees&base=main&state=open&per_page=100`,
    )
    expect(listed.json).toMatchObject([
      { number, labels: [{ name: 'decap-cms/draft' }], head: { ref: 'cms/faq/fees' } },
    ])

    const compare = await call('GET', `${base}/compare/main...acme:cms/faq/fees`)
    expect((compare.json as { files: { filename: string; status: string }[] }).files).toEqual([
      expect.objectContaining({ filename: 'content/faq/ja/fees.mdx', status: 'added' }),
      expect.objectContaining({ filename: 'content/faq/pt-BR/fees.mdx', status: 'modified' }),
    ])
    const tree = await call('GET', `${base}/git/trees/cms/faq/fees:content/faq/ja`)
    const [entry] = (tree.json as { tree: { path: string; sha: string }[] }).tree
    expect(entry?.path).toBe('fees.mdx')
    const blob = await call('GET', `${base}/git/blobs/${entry?.sha}`)
    expect(Buffer.from((blob.json as { content: string }).content, 'base64').toString()).toBe(
      'ja v2\n',
    )

    const status = await call(
      'GET',
      `${base}/commits/${(await repository.resolve('cms/faq/fees')) ?? ''}/status`,
    )
    expect(status.json).toMatchObject({
      statuses: [{ target_url: `http://preview.test/pr-${number}/` }],
    })

    const merged = await call('PUT', `${base}/pulls/${number}/merge`, { merge_method: 'merge' })
    expect(merged.status).toBe(200)
    expect(await repository.text(['log', '--merges', '--format=%s', 'main'])).toBe(
      `Merge pull request #${number} from acme/cms/faq/fees`,
    )
    expect(await repository.text(['diff', '--name-only', 'main^1', 'main'])).toBe(
      'content/faq/ja/fees.mdx\ncontent/faq/pt-BR/fees.mdx',
    )
    expect((await call('DELETE', `${base}/git/refs/heads/cms%2Ffaq%2Ffees`)).status).toBe(204)
    expect((await call('GET', `${base}/branches/cms%2Ffaq%2Ffees`)).status).toBe(404)
  })

  it('moves a branch only forward unless forced, with GitHub\u2019s messages', async () => {
    const { sha } = await saveDraft({ 'content/faq/pt-BR/fees.mdx': 'draft\n' })
    const main = await repository.resolve('main')
    const backwards = await call('PATCH', `${base}/git/refs/heads/cms%2Ffaq%2Ffees`, { sha: main })
    expect(backwards.json).toMatchObject({ message: 'Update is not a fast forward' })
    const again = await call('POST', `${base}/git/refs`, { ref: 'refs/heads/cms/faq/fees', sha })
    expect(again.json).toMatchObject({ message: 'Reference already exists' })
    const forced = await call('PATCH', `${base}/git/refs/heads/cms%2Ffaq%2Ffees`, {
      sha: main,
      force: true,
    })
    expect(forced.status).toBe(200)
  })

  it('refuses tree paths that leave the repository', async () => {
    const response = await call('POST', `${base}/git/trees`, {
      tree: [{ path: '../outside', mode: '100644', type: 'blob', sha: null }],
    })
    expect(response.status).toBe(422)
  })
})
