import type { GitRepository } from './git-repository'

export interface StandInOptions {
  repository: GitRepository
  /** `owner/name`, as the editor's configuration names it. */
  repo: string
  branch: string
  /** The site whose editor calls the API (CORS) and whose /api/auth GitHub returns to. */
  siteOrigin: string
  clientId: string
  clientSecret: string
  /** The signed-in editor. */
  login: string
  /**
   * What a draft's commit status links to, `{{pr}}` standing for its pull request's number, as
   * Netlify's deploy previews report theirs to GitHub. Unset: drafts have no status.
   */
  previewUrl?: string
}

export interface PullRequest {
  number: number
  title: string
  body: string
  head: string
  base: string
  state: 'open' | 'closed'
  labels: string[]
  mergedAt: string | null
  updatedAt: string
}

/** What the stand-in holds besides the repository: the OAuth codes and tokens, the pull requests. */
export class StandInState {
  readonly codes = new Map<string, { redirectUri: string; scope: string }>()
  readonly tokens = new Set<string>()
  readonly pulls: PullRequest[] = []

  constructor(readonly options: StandInOptions) {}

  get owner(): string {
    return this.options.repo.split('/')[0] ?? ''
  }

  pull(number: number): PullRequest | undefined {
    return this.pulls.find((pull) => pull.number === number)
  }
}
