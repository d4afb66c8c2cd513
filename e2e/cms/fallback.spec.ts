import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import enFaq from '../../locales/en/faq.json'
import { faqFile, faqLanguagesOf, readFaq, stampLine } from './content-files'
import { developQueriesRun, developQuestions } from './develop-data'
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

const id = 'e2e-editor-fallback'

test('a new question written in pt-BR and pt-PT only gets those two files, no empty ones', async ({
  page,
}) => {
  await signIn(page)
  await openNewQuestion(page)
  await fillText(page, /^Id/, pane.left, id)
  await fillText(page, 'Question', pane.left, 'Pergunta só em dois idiomas?')
  await chooseCategory(page, 'service')
  await fillText(page, 'Order inside the category', pane.left, '95')
  await fillBody(page, pane.left, 'Resposta do Brasil.')
  await fillText(page, 'Question', pane.right, 'Pergunta só em dois idiomas (PT)?')
  await fillBody(page, pane.right, 'Resposta de Portugal.')
  await publish(page)
  await expectSaved(page)

  await expect.poll(() => faqLanguagesOf(id)).toEqual(['pt-BR', 'pt-PT'])
  // Decap had data for every language (the shared fields); none of the others got a file.
  await page.waitForTimeout(1_000)
  expect(faqLanguagesOf(id)).toEqual(['pt-BR', 'pt-PT'])
})

test('a translation added in pt-PT only: its file takes the shared fields, the others keep the marked pt-BR fallback', async ({
  page,
  request,
}) => {
  // A question that exists in pt-BR only, as one written by hand before the editor existed.
  mkdirSync(path.dirname(faqFile('pt-BR', id)), { recursive: true })
  writeFileSync(
    faqFile('pt-BR', id),
    `---\nid: ${id}\nquestion: Pergunta ainda sem tradução?\ncategory: service\norder: 95\n---\n\nResposta do Brasil.\n`,
  )
  await expect
    .poll(() => developQuestions(request, id))
    .toEqual({
      'pt-BR': 'Pergunta ainda sem tradução?',
    })

  await signIn(page)
  await openEntry(page, 'faq', id)
  await fillText(page, 'Question', pane.right, 'Pergunta já traduzida para Portugal?')
  await fillBody(page, pane.right, 'Resposta de Portugal.')
  // The site open in another tab a moment before the save, whose live connection to develop
  // (socket.io) registers its page only after develop has taken the new file: held here until
  // then (a few seconds, well within the client's 20 s connect timeout), the order that left the
  // tab on the fallback until a reload.
  const site = await page.context().newPage()
  let releaseSocket = () => {}
  const socketHeld = new Promise<void>((resolve) => {
    releaseSocket = resolve
  })
  await site.routeWebSocket(/\/socket\.io\//, async (socket) => {
    await socketHeld
    socket.connectToServer()
  })
  await site.goto(`/pt-PT/qatrading/faq/#${id}`)
  await expect(site.locator(`#${id} summary`)).toHaveText('Pergunta ainda sem tradução?')
  await page.bringToFront()
  await publish(page)
  await expectSaved(page)

  await expect.poll(() => faqLanguagesOf(id)).toEqual(['pt-BR', 'pt-PT'])
  // pt-BR's id, category and order, which Decap copies only when they change there, and the
  // stamp of the pt-BR text it was translated from.
  expect(readFaq('pt-PT', id)).toBe(
    `---\nid: ${id}\nquestion: Pergunta já traduzida para Portugal?\ncategory: service\norder: 95\n${stampLine(id)}---\n\nResposta de Portugal.\n`,
  )
  expectValidFrontmatter(faqFile('pt-PT', id), readFaq('pt-PT', id))

  // gatsby develop takes the file and runs the stale queries of the pages open by then.
  await expect
    .poll(() => developQuestions(request, id))
    .toEqual({
      'pt-BR': 'Pergunta ainda sem tradução?',
      'pt-PT': 'Pergunta já traduzida para Portugal?',
    })
  await developQueriesRun(request, '/en/qatrading/faq/')
  // The tab connects: it shows pt-PT's own text without a reload; English the pt-BR one, marked.
  releaseSocket()
  await expect(site.locator(`#${id} summary`)).toHaveText('Pergunta já traduzida para Portugal?')
  await expect(site.locator(`#${id} summary`)).not.toHaveAttribute('lang')
  await site.close()
  await page.goto(`/en/qatrading/faq/#${id}`)
  const entry = page.locator(`#${id}`)
  await expect(entry.locator('summary')).toHaveAttribute('lang', 'pt-BR')
  await expect(entry.locator('summary')).toHaveText('Pergunta ainda sem tradução?')
  await expect(entry.getByText(enFaq.fallbackNote)).toBeVisible()
})
