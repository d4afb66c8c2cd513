import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { editorStrings } from '../../src/i18n/editor-strings'
import { signInWithGitHub } from './signed-in'
import { git } from './standin-repository'

const strings = editorStrings.en.upload
const png = readFileSync('content/images/result.png')

async function openMediaLibrary(page: Page): Promise<void> {
  await signInWithGitHub(page)
  await page.getByRole('button', { name: 'Media' }).click()
  await expect(page.getByText('Media assets')).toBeVisible()
}

/** Every blob the editor sends to GitHub: a refused file must send none. */
function blobUploads(page: Page): string[] {
  const uploads: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/git/blobs'))
      uploads.push(request.url())
  })
  return uploads
}

const refused = [
  {
    name: 'an SVG',
    file: {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    },
    message: strings.notRaster.replace('{{file}}', 'logo.svg'),
  },
  {
    name: 'an HTML page renamed .png',
    file: {
      name: 'page.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!DOCTYPE html><p>not an image</p>'),
    },
    message: strings.notImage.replace('{{file}}', 'page.png').replace('{{type}}', 'PNG'),
  },
  {
    name: 'a 20 MB image',
    file: {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024 - png.length)]),
    },
    message: strings.tooLarge
      .replace('{{file}}', 'huge.png')
      .replace('{{size}}', '20.0 MB')
      .replace('{{limit}}', '5 MB'),
  },
  {
    name: 'an empty file',
    file: { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) },
    message: strings.empty.replace('{{file}}', 'empty.png'),
  },
]

for (const { name, file, message } of refused) {
  test(`${name} is refused in the editor, saying why, and nothing is committed`, async ({
    page,
  }) => {
    const uploads = blobUploads(page)
    const mainBefore = git('rev-parse', 'main')
    await openMediaLibrary(page)
    await page.locator('input[type="file"]').setInputFiles(file)
    const alert = page.getByRole('alert').filter({ hasText: file.name })
    await expect(alert).toHaveText(new RegExp(escape(message)))
    await expect(alert.getByRole('button', { name: strings.dismiss })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(alert).toHaveCount(0)
    expect(uploads).toEqual([])
    expect(git('rev-parse', 'main')).toBe(mainBefore)
  })
}

test('an image the build accepts is uploaded into the folder the build reads', async ({ page }) => {
  await openMediaLibrary(page)
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'growth.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText('growth.png')).toBeVisible()
  await expect
    .poll(() => git('ls-tree', '--name-only', 'main', 'content/images/'))
    .toContain('content/images/growth.png')
  // The very bytes chosen, committed where <Figure src="images/growth.png"> is read from.
  expect(git('rev-parse', 'main:content/images/growth.png')).toBe(
    git('hash-object', path.resolve('content/images/result.png')),
  )
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
