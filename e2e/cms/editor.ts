import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Steps through Decap's interface as an editor does. An entry's screen has two panes: pt-BR on the
 * left, another language (pt-PT at first) on the right; each field therefore appears twice.
 */
export const pane = { left: 0, right: 1 } as const
type Pane = (typeof pane)[keyof typeof pane]

/** /admin/, signed in with the local backend (its login button needs no credentials). */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'FAQ' }).first()).toBeVisible()
}

export async function openEntry(page: Page, collection: string, slug: string): Promise<void> {
  await page.goto(`/admin/#/collections/${collection}/entries/${slug}`)
  await expect(page.getByText('Writing in PT-BR')).toBeVisible()
}

export async function openNewQuestion(page: Page): Promise<void> {
  await page.goto('/admin/#/collections/faq/new')
  await expect(page.getByText('Writing in PT-BR')).toBeVisible()
}

/** Shows `language` (`en`, `pt-PT`) in the right pane. */
export async function showInRightPane(page: Page, language: string): Promise<void> {
  const switcher = page.getByRole('button', { name: /^Writing in / }).nth(pane.right)
  if ((await switcher.textContent()) === `Writing in ${language.toUpperCase()}`) return
  await switcher.click()
  await page.getByRole('menuitem', { name: language, exact: true }).click()
  await expect(switcher).toHaveText(`Writing in ${language.toUpperCase()}`)
}

export const field = (page: Page, label: string | RegExp, side: Pane): Locator =>
  page.getByLabel(label, { exact: typeof label === 'string' }).nth(side)

export async function fillText(page: Page, label: string | RegExp, side: Pane, text: string) {
  await field(page, label, side).fill(text)
}

/** The Markdown field (raw mode: a plain-text editor), its whole text replaced. */
export async function fillBody(page: Page, side: Pane, text: string): Promise<void> {
  const editor = page.locator('[data-slate-editor]').nth(side)
  await editor.fill(text)
  await expect(editor).toContainText(text.split('\n')[0] ?? '')
}

export async function chooseCategory(page: Page, category: string): Promise<void> {
  await field(page, 'Category', pane.left).click()
  await page.getByText(category, { exact: true }).click()
}

/** Publish now (the local backend has no editorial workflow: saving writes the files). */
export async function publish(page: Page): Promise<void> {
  await page.getByText('Publish', { exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

export async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByText('Entry saved')).toBeVisible()
}
