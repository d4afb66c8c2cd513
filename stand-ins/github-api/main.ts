import path from 'node:path'

import { createGithubStandIn } from './app'
import { GitRepository } from './git-repository'

/**
 * `npm run github-stand-in`: the GitHub stand-in on GITHUB_STAND_IN_PORT (9201), its repository a
 * fresh commit of this working copy's content/ in GITHUB_STAND_IN_DIR (a temporary folder unless
 * set) with locales/ beside it (content:check reads both), for the editor's browser tests (playwright.editor.config.ts starts it).
 */
async function main(): Promise<void> {
  const env = process.env
  const port = Number(env.GITHUB_STAND_IN_PORT ?? 9201)
  const branch = env.CMS_GITHUB_BRANCH ?? 'main'
  const rootDir = path.resolve(__dirname, '..', '..')
  const repository = await GitRepository.seed(
    rootDir,
    ['content', 'locales'],
    branch,
    env.GITHUB_STAND_IN_DIR,
  )
  const { app } = createGithubStandIn({
    repository,
    repo: env.CMS_GITHUB_REPO ?? 'qatrading/site',
    branch,
    siteOrigin: new URL(env.GATSBY_SITE_URL ?? 'http://127.0.0.1:9200').origin,
    clientId: env.GITHUB_OAUTH_CLIENT_ID ?? 'stand-in-client',
    clientSecret: env.GITHUB_OAUTH_CLIENT_SECRET ?? 'stand-in-secret',
    login: 'editor',
    previewUrl: env.GITHUB_STAND_IN_PREVIEW_URL,
  })
  await app.listen({ port, host: '127.0.0.1' })
  console.log(`GitHub stand-in on http://127.0.0.1:${port}/, repository ${repository.dir}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
