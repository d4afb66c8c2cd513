import { patchBackends } from './backend-patch'
import type { DecapCms } from './decap-global'

/** The meta element /admin/index.html carries CMS_PREVIEW_URL in (cms/files/admin-page.ts). */
export const previewUrlMeta = 'editor-preview-url'

interface PreviewingBackend {
  getDeployPreview(
    collection: string,
    slug: string,
  ): Promise<{ url: string; status: string } | null>
  api?: { getBranchPullRequest(branch: string): Promise<{ number: number }> }
}

export function previewUrlFor(pattern: string, pullRequest: number): string {
  return pattern.replaceAll('{{pr}}', String(pullRequest))
}

/**
 * A draft's "View Preview" link. Decap's GitHub backend takes it from the commit statuses of the
 * draft's pull request, which Netlify's deploy previews set: the default, untouched. With a
 * pattern (CMS_PREVIEW_URL, another host's previews), the link is the pattern with the draft's
 * pull-request number (Decap names a draft's branch `cms/<collection>/<slug>`).
 */
export function previewLinksFrom(
  cms: DecapCms,
  backendName: string,
  pattern: string | null | undefined,
): void {
  if (!pattern) return
  patchBackends(cms, [backendName], (implementation) => {
    const backend = implementation as unknown as PreviewingBackend
    backend.getDeployPreview = async (collection, slug) => {
      const pull = await backend.api
        ?.getBranchPullRequest(`cms/${collection}/${slug}`)
        .catch(() => null)
      return pull ? { url: previewUrlFor(pattern, pull.number), status: 'SUCCESS' } : null
    }
  })
}
