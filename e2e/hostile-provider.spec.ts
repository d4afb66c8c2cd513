import type { Page } from '@playwright/test'

import { builtSettings } from '../playwright.config'
import { hostileMark } from '../stand-ins/provider-api/faults/hostile'
import { isSiteCookieName } from '../server/endpoints/editor-sign-in/sign-in-state'
import { expect, test, waitForHydration } from './fixtures'
import { armProviderFault } from './provider-faults'

/*
 * Same-origin mode (`npm run test:same-origin`, our server and the CDN's emulator): the provider's
 * answers come from the site's origin, where the editor keeps its GitHub token. A provider that
 * answers with pages, scripts, cookies and headers of its own (stand-ins/provider-api/faults/hostile.ts)
 * must not get any of them to act there.
 */
const sameOrigin = builtSettings.apiUrl?.startsWith('/') ?? false

/** A consultant number no other spec uses: its faults cannot be taken by another test's call. */
const hostilePath = '/api/consultant/999000111'
const editorToken = JSON.stringify({ token: 'gho_editorsGitHubToken', backendName: 'github' })

async function asSignedInEditor(page: Page) {
  await page.goto('/en/')
  await waitForHydration(page)
  await page.evaluate((user) => localStorage.setItem('decap-cms-user', user), editorToken)
}

/** What a provider script would have left on the site's origin, read from a page of the site. */
async function traces(page: Page) {
  await page.goto('/en/')
  return page.evaluate(
    (mark) => ({
      mark: localStorage.getItem(mark),
      editor: localStorage.getItem('decap-cms-user'),
      title: document.title,
    }),
    hostileMark,
  )
}

if (sameOrigin) {
  test.describe.configure({ mode: 'serial' })
  const providerUrl = `${builtSettings.apiUrl}${hostilePath}`

  for (const kind of ['page', 'json-page']) {
    test(`a provider's HTML page (${kind}) opened on the site runs no script there`, async ({
      page,
      consoleErrors,
    }) => {
      await asSignedInEditor(page)
      await armProviderFault('GET', hostilePath, `hostile=${kind}`)
      const response = await page.goto(providerUrl)
      expect(response?.status()).toBe(502)
      expect(response?.headers()['content-type']).toMatch(/^application\/json/)
      expect(await page.title()).not.toBe(hostileMark)
      expect(await traces(page)).toMatchObject({ mark: null, editor: editorToken })
      // The 502 itself is logged as a failed load; nothing else may be.
      expect(consoleErrors.filter((text) => !/status of 502/.test(text))).toEqual([])
      consoleErrors.length = 0
    })
  }

  test('a provider script loaded by a page of the site does not run', async ({
    page,
    consoleErrors,
  }) => {
    await asSignedInEditor(page)
    await armProviderFault('GET', hostilePath, 'hostile=script')
    const outcome = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script')
          script.src = src
          script.onload = () => resolve('loaded')
          script.onerror = () => resolve('refused')
          document.head.append(script)
        }),
      providerUrl,
    )
    expect(outcome).toBe('refused')
    expect(await traces(page)).toMatchObject({ mark: null, editor: editorToken })
    consoleErrors.length = 0
  })

  test("a provider's Refresh and Clear-Site-Data neither move the visitor nor clear the site", async ({
    page,
  }) => {
    await asSignedInEditor(page)
    await armProviderFault('GET', hostilePath, 'hostile=headers')
    const response = await page.goto(providerUrl)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-security-policy']).toContain('sandbox')
    // A Refresh of 0 s would have left at once.
    await page.waitForTimeout(1_000)
    expect(new URL(page.url()).pathname).toBe(providerUrl)
    expect(await traces(page)).toMatchObject({ mark: null, editor: editorToken })
  })

  test("a provider sets no cookie of the site's, and its own only for its path", async ({
    page,
    context,
  }) => {
    await asSignedInEditor(page)
    await armProviderFault('GET', hostilePath, 'hostile=cookies')
    const status = await page.evaluate(
      async (url) => (await fetch(url, { credentials: 'include' })).status,
      providerUrl,
    )
    expect(status).toBe(200)
    const cookies = await context.cookies()
    expect(cookies.filter((cookie) => isSiteCookieName(cookie.name))).toEqual([])
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(
      expect.arrayContaining(['csrftoken']),
    )
    for (const cookie of cookies) {
      expect(['csrftoken', 'sessionid']).toContain(cookie.name)
      // Host-only: the provider's Domain attribute was dropped.
      expect(cookie.domain).toBe('127.0.0.1')
      expect(cookie.path).toBe(cookie.name === 'csrftoken' ? '/' : builtSettings.apiUrl)
    }
  })
}
