import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parseAnnouncement } from '../../src/lib/content/announcement'
import { validateSiteConfig } from '../../src/lib/content/check-site-details'
import { rootDir } from './content-files'
import { expectSaved, publish, signIn } from './editor'
import { expect, test } from './fixtures'

const read = (file: string) => readFileSync(path.join(rootDir, 'content', file), 'utf8')

test('the pt-PT banner: a changed title is saved, the file still valid and otherwise unchanged', async ({
  page,
}) => {
  const before = JSON.parse(read('announcement/pt-PT.json')) as Record<string, unknown>
  await signIn(page)
  await page.goto('/admin/#/collections/settings/entries/announcement-pt-PT')
  await page.getByLabel('Title', { exact: true }).fill('Novidade guardada no editor')
  await publish(page)
  await expectSaved(page)

  const after = JSON.parse(read('announcement/pt-PT.json')) as Record<string, unknown>
  expect(after).toEqual({ ...before, title: 'Novidade guardada no editor' })
  expect(() => parseAnnouncement(after, 'content/announcement/pt-PT.json')).not.toThrow()
})

test('the firm details: a changed phone is saved and site.json still passes its validation', async ({
  page,
}) => {
  const before = JSON.parse(read('site.json')) as Record<string, unknown>
  await signIn(page)
  await page.goto('/admin/#/collections/settings/entries/site')
  await page.getByLabel('Phone', { exact: true }).fill('+55 11 3500-4299')
  await publish(page)
  await expectSaved(page)

  const after = JSON.parse(read('site.json')) as Record<string, unknown>
  expect(after).toEqual({ ...before, phone: '+55 11 3500-4299' })
  expect(() => validateSiteConfig(after)).not.toThrow()
})

test('an e-mail the build would refuse is refused by the editor, and nothing is written', async ({
  page,
}) => {
  const before = read('site.json')
  await signIn(page)
  await page.goto('/admin/#/collections/settings/entries/site')
  await page.getByLabel('E-mail', { exact: true }).fill('not-an-address')
  await publish(page)
  await expect(page.getByText('An e-mail address')).toBeVisible()
  await page.waitForTimeout(1_000)
  expect(read('site.json')).toBe(before)
})
