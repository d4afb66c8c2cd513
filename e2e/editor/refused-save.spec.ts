import { expect, test } from '@playwright/test'

import { editorStrings } from '../../src/i18n/editor-strings'
import { fillBody, openEntry, pane, showInRightPane } from '../cms/editor'
import { signInWithGitHub } from './signed-in'
import { branchExists, git } from './standin-repository'

test('a save the build would refuse is refused in the editor, with file and line, and nothing is committed', async ({
  page,
}) => {
  const writes: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/repos/')) writes.push(request.url())
  })
  const mainBefore = git('rev-parse', 'main')
  await signInWithGitHub(page)
  await openEntry(page, 'faq', 'minimum-deposit')
  await showInRightPane(page, 'ja')
  await fillBody(page, pane.right, '最低入金額は次のとおりです。\n\n<script>alert(1)</script>')
  await page.getByRole('button', { name: 'Save' }).click()

  const refusal = page.getByText(editorStrings.en.save.refused, { exact: false })
  await expect(refusal).toBeVisible()
  await expect(refusal).toContainText(/content\/faq\/ja\/minimum-deposit\.mdx:\d+/)
  expect(writes).toEqual([])
  expect(branchExists('cms/faq/minimum-deposit')).toBe(false)
  expect(git('rev-parse', 'main')).toBe(mainBefore)
})
