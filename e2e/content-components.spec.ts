import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { expect, expectNoAxeViolations, localePath, test, waitForHydration } from './fixtures'
import { immutable } from '../hosting-policy/cache-control'

/**
 * The editors' components (content/README.md), in the fixture entry e2e/content-fixtures/faq/
 * <locale>/e2e-components.mdx, as visitors get them: HTML rendered at build time.
 */
const entries = {
  'pt-BR': {
    callouts: ['Observação', 'Atenção'],
    term: 'conta coletiva',
    definition: 'Uma única conta que opera para vários investidores',
    fees: '/qatrading/faq/#fees',
    alt: 'A estratégia, passo a passo',
    caption: 'Como as operações são feitas',
  },
  en: {
    callouts: ['Note', 'Warning'],
    term: 'pooled account',
    definition: 'One account that trades for many investors',
    fees: '/en/qatrading/faq/#fees',
    alt: 'The strategy, step by step',
    caption: 'How trades are placed',
  },
} as const

for (const [language, entry] of Object.entries(entries) as [
  keyof typeof entries,
  (typeof entries)[keyof typeof entries],
][]) {
  test(`a ${language} question renders each editor component`, async ({ page }) => {
    await page.goto(localePath(language, '/qatrading/faq/#e2e-components'))
    await waitForHydration(page)
    const answer = page.locator('#e2e-components')
    await expect(answer).toHaveAttribute('open', '')

    const callouts = answer.locator('.callout')
    await expect(callouts).toHaveCount(2)
    for (const [index, status] of (['info', 'warning'] as const).entries()) {
      const callout = callouts.nth(index)
      await expect(callout).toHaveAttribute('data-status', status)
      // The word is for screen readers; the look is the kit banner's (accent edge, icon).
      await expect(callout).toContainText(entry.callouts[index]!)
      await expect(callout).not.toHaveAttribute('role')
      await expect(callout).toHaveCSS('border-left-width', '4px')
      await expect(callout.locator('svg[data-icon]')).toHaveAttribute('data-icon', status)
    }

    const term = answer.getByText(entry.term, { exact: true })
    await expect(term).toHaveAccessibleDescription(entry.definition)
    const definition = answer.getByRole('tooltip')
    await expect(definition).toBeHidden()
    await term.focus()
    await expect(definition).toBeVisible()
    await expect(definition).toHaveText(entry.definition)

    await expect(answer.locator('a[href*="#fees"]')).toHaveAttribute('href', entry.fees)

    const image = answer.getByRole('img', { name: entry.alt })
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveJSProperty('complete', true)
    const size = await image.evaluate((element: HTMLImageElement) => ({
      natural: [element.naturalWidth, element.naturalHeight],
      declared: [element.width, element.height].map(Number),
      attributes: [element.getAttribute('width'), element.getAttribute('height')].map(Number),
    }))
    expect(size.natural[0]).toBeGreaterThan(0)
    expect(size.attributes).toEqual(size.natural)
    await expect(answer.locator('figcaption')).toHaveText(entry.caption)
  })
}

test('a content image is served from our origin and cached for a year', async ({ page }) => {
  await page.goto('/en/qatrading/faq/#e2e-components')
  const src = await page.locator('#e2e-components img').getAttribute('src')
  expect(src).toMatch(/^\/static\/content\/[0-9a-f]{20}\/strategy\.png$/)
  const response = await page.request.get(src!)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe(immutable)
})

for (const mode of ['dark', 'light'] as const) {
  test(`axe finds no violation on a question with components (${mode} mode)`, async ({ page }) => {
    await page.addInitScript((stored) => localStorage.setItem('theme-ui-color-mode', stored), mode)
    await page.goto('/en/qatrading/faq/#e2e-components')
    await waitForHydration(page)
    await page.locator('#e2e-components dfn').focus()
    await expectNoAxeViolations(page)
  })
}

test('visitors’ bundles carry no MDX runtime', () => {
  const publicDir = path.join(__dirname, '..', 'public')
  const scripts = readdirSync(publicDir).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(3)
  for (const name of scripts) {
    const code = readFileSync(path.join(publicDir, name), 'utf8')
    // Markers of @mdx-js/mdx, @mdx-js/react and MDX's compiled output.
    for (const marker of [
      '@mdx-js',
      'MDXProvider',
      'useMDXComponents',
      '_createMdxContent',
      'micromark',
    ]) {
      expect(code, `${name} contains ${marker}`).not.toContain(marker)
    }
  }
})
