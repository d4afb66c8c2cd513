import { expect, test } from '@playwright/test'

import { editorSiteUrl } from '../../playwright.editor.config'
import { fillText, openEntry, pane } from '../cms/editor'
import { signInWithGitHub } from './signed-in'

// What a build with CMS_PREVIEW_URL writes into /admin/index.html (cms/files/admin-page.ts).
const pattern = `${editorSiteUrl}/?from-pattern={{pr}}`

test("with a preview address pattern, a draft's preview link is the pattern with its pull request", async ({
  page,
}) => {
  // As if the build had written it: the meta is in the head before the editor's script runs.
  await page.addInitScript((content) => {
    const observer = new MutationObserver(() => {
      if (!document.head || document.querySelector('meta[name="editor-preview-url"]')) return
      const meta = document.createElement('meta')
      meta.name = 'editor-preview-url'
      meta.content = content
      document.head.append(meta)
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  }, pattern)
  await signInWithGitHub(page)
  await openEntry(page, 'faq', 'risks')
  await fillText(page, 'Question', pane.left, 'Quais são os riscos? (rascunho)')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Entry saved')).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Preview' })).toHaveAttribute(
    'href',
    new RegExp(`^${editorSiteUrl.replace(/[.]/g, '\\.')}/\\?from-pattern=\\d+$`),
  )
})
