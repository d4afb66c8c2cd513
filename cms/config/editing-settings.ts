/**
 * Where the web editor saves on the live site, read from the build's environment and written into
 * /admin/config.yml. The sign-in's client id and secret are not here: the endpoint reads them
 * where it runs (server/endpoints/editor-sign-in/), and the build never records the secret.
 */
export interface EditingSettings {
  /** CMS_GITHUB_REPO, `owner/name`: the repository editors save to. */
  repo: string
  /** CMS_GITHUB_BRANCH: the branch the site is built from; drafts are pull requests into it. */
  branch: string
  /** CMS_GITHUB_API_ROOT: GitHub's REST API, or a stand-in (the browser tests'). */
  apiRoot?: string
  /**
   * CMS_PREVIEW_URL: a draft's preview, `{{pr}}` standing for its pull request's number
   * (`https://deploy-preview-{{pr}}--example.netlify.app`). Unset: the link GitHub's commit status
   * gives, which Netlify's deploy previews set.
   */
  previewUrl?: string
}

export const editingVariables = {
  repo: 'CMS_GITHUB_REPO',
  branch: 'CMS_GITHUB_BRANCH',
  apiRoot: 'CMS_GITHUB_API_ROOT',
  previewUrl: 'CMS_PREVIEW_URL',
} as const

const repoPattern = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/
const branchPattern = /^(?!\/|.*\/\/|.*\.\.|.*\.lock$|.*\/$)[A-Za-z0-9._/-]{1,200}$/

/** Unset repository: editing is off and /admin/ says so. A value that cannot work stops the build, named. */
export function readEditingSettings(
  env: Record<string, string | undefined>,
): EditingSettings | undefined {
  const repo = env[editingVariables.repo]?.trim()
  if (!repo) return undefined
  const branch = env[editingVariables.branch]?.trim() || 'main'
  const apiRoot = env[editingVariables.apiRoot]?.trim().replace(/\/+$/, '') || undefined
  const previewUrl = env[editingVariables.previewUrl]?.trim() || undefined
  const problems: string[] = []
  if (!repoPattern.test(repo)) {
    problems.push(`${editingVariables.repo} must be owner/name, like "acme/site", got "${repo}"`)
  }
  if (!branchPattern.test(branch)) {
    problems.push(`${editingVariables.branch} is not a branch name: "${branch}"`)
  }
  if (apiRoot !== undefined && !isHttpUrl(apiRoot)) {
    problems.push(`${editingVariables.apiRoot} must be an http(s) URL, got "${apiRoot}"`)
  }
  if (
    previewUrl !== undefined &&
    !(isHttpUrl(previewUrl.replace('{{pr}}', '1')) && previewUrl.includes('{{pr}}'))
  ) {
    problems.push(
      `${editingVariables.previewUrl} must be an http(s) URL with {{pr}} where the pull request's number goes, got "${previewUrl}"`,
    )
  }
  if (problems.length > 0) throw new Error(`The web editor's settings:\n- ${problems.join('\n- ')}`)
  return { repo, branch, ...(apiRoot ? { apiRoot } : {}), ...(previewUrl ? { previewUrl } : {}) }
}

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
}
