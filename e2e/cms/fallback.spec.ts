import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import enFaq from '../../locales/en/faq.json'
import { faqFile, faqLanguagesOf, readFaq } from './content-files'
import {
  chooseCategory,
  expectSaved,
  fillBody,
  fillText,
  openEntry,
  openNewQuestion,
  pane,
  publish,
  signIn,
} from './editor'
import { expect, test } from './fixtures'
import { expectValidFrontmatter } from './valid-content'

// One question per test: a file deleted when one test restores content/ and written again at the same
// path by the next can reach gatsby develop's watcher in either order, and the page then keeps the
// deletion.
const twoLanguagesId = 'e2e-editor-two-languages'
const addedLaterId = 'e2e-editor-fallback'

test('a new question written in pt-BR and pt-PT only gets those two files, no empty ones', async ({
  page,
}) => {
  await signIn(page)
  await openNewQuestion(page)
  await fillText(page, /^Id/, pane.left, twoLanguagesId)
  await fillText(page, 'Question', pane.left, 'Pergunta só em dois idiomas?')
  await chooseCategory(page, 'service')
  await fillText(page, 'Order inside the category', pane.left, '95')
  await fillBody(page, pane.left, 'Resposta do Brasil.')
  await fillText(page, 'Question', pane.right, 'Pergunta só em dois idiomas (PT)?')
  await fillBody(page, pane.right, 'Resposta de Portugal.')
  await publish(page)
  await expectSaved(page)

  await expect.poll(() => faqLanguagesOf(twoLanguagesId)).toEqual(['pt-BR', 'pt-PT'])
  // Decap had data for every language (the shared fields); none of the others got a file.
  await page.waitForTimeout(1_000)
  expect(faqLanguagesOf(twoLanguagesId)).toEqual(['pt-BR', 'pt-PT'])
})

test('a translation added in pt-PT only: its file takes the shared fields, the others keep the marked pt-BR fallback', async ({
  page,
}) => {
  // A question that exists in pt-BR only, as one written by hand before the editor existed.
  mkdirSync(path.dirname(faqFile('pt-BR', addedLaterId)), { recursive: true })
  writeFileSync(
    faqFile('pt-BR', addedLaterId),
    `---\nid: ${addedLaterId}\nquestion: Pergunta ainda sem tradução?\ncategory: service\norder: 95\n---\n\nResposta do Brasil.\n`,
  )

  await signIn(page)
  await openEntry(page, 'faq', addedLaterId)
  await fillText(page, 'Question', pane.right, 'Pergunta já traduzida para Portugal?')
  await fillBody(page, pane.right, 'Resposta de Portugal.')
  await publish(page)
  await expectSaved(page)

  await expect.poll(() => faqLanguagesOf(addedLaterId)).toEqual(['pt-BR', 'pt-PT'])
  // pt-BR's id, category and order, which Decap copies only when they change there.
  expect(readFaq('pt-PT', addedLaterId)).toBe(
    `---\nid: ${addedLaterId}\nquestion: Pergunta já traduzida para Portugal?\ncategory: service\norder: 95\n---\n\nResposta de Portugal.\n`,
  )
  expectValidFrontmatter(faqFile('pt-PT', addedLaterId), readFaq('pt-PT', addedLaterId))

  // gatsby develop picks the files up: pt-PT shows its own text, English the pt-BR one, marked.
  await expect(async () => {
    await page.goto(`/pt-PT/qatrading/faq/#${addedLaterId}`)
    await expect(page.locator(`#${addedLaterId} summary`)).toHaveText(
      'Pergunta já traduzida para Portugal?',
    )
  }).toPass({ timeout: 60_000 })
  await page.goto(`/en/qatrading/faq/#${addedLaterId}`)
  const entry = page.locator(`#${addedLaterId}`)
  await expect(entry.locator('summary')).toHaveAttribute('lang', 'pt-BR')
  await expect(entry.locator('summary')).toHaveText('Pergunta ainda sem tradução?')
  await expect(entry.getByText(enFaq.fallbackNote)).toBeVisible()
})
