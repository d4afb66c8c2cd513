import { languages } from '../../src/i18n/languages'
import { faqFile, faqLanguagesOf, readFaq, stampLine } from './content-files'
import {
  chooseCategory,
  expectSaved,
  fillBody,
  fillText,
  openNewQuestion,
  pane,
  publish,
  showInRightPane,
  signIn,
} from './editor'
import { expect, test } from './fixtures'
import { expectContentChecksPass, expectValidFrontmatter } from './valid-content'

const id = 'e2e-editor-question'

test('a question written in all seven languages becomes seven files with one id', async ({
  page,
}) => {
  await signIn(page)
  await openNewQuestion(page)
  await fillText(page, /^Id/, pane.left, id)
  await fillText(page, 'Question', pane.left, 'Pergunta pt-BR?')
  await chooseCategory(page, 'risk')
  await fillText(page, 'Order inside the category', pane.left, '90')
  await fillBody(page, pane.left, 'Resposta em pt-BR.')
  for (const language of languages.filter((language) => language !== 'pt-BR')) {
    await showInRightPane(page, language)
    await fillText(page, 'Question', pane.right, `Question ${language}?`)
    await fillBody(page, pane.right, `Answer in ${language}.`)
  }
  await publish(page)
  await expectSaved(page)

  await expect.poll(() => faqLanguagesOf(id)).toEqual([...languages])
  for (const language of languages) {
    const raw = readFaq(language, id)
    expectValidFrontmatter(faqFile(language, id), raw)
    expect(raw).toContain(`id: ${id}\n`)
    expect(raw).toContain('category: risk\n')
    expect(raw).toContain('order: 90\n')
  }
  // Each translation records the pt-BR text saved with it; pt-BR itself records nothing.
  expect(readFaq('ja', id)).toBe(
    `---\nid: ${id}\nquestion: Question ja?\ncategory: risk\norder: 90\n${stampLine(id)}---\n\nAnswer in ja.\n`,
  )
  expect(readFaq('pt-BR', id)).not.toContain('translatedFrom')
  expectContentChecksPass()
})

test('a question with a required field left empty is refused before anything is written', async ({
  page,
}) => {
  await signIn(page)
  await openNewQuestion(page)
  await fillText(page, /^Id/, pane.left, id)
  await chooseCategory(page, 'risk')
  await fillText(page, 'Order inside the category', pane.left, '90')
  await fillBody(page, pane.left, 'Resposta sem pergunta.')
  await publish(page)

  await expect(page.getByText("Oops, you've missed a required field")).toBeVisible()
  await expect(page.getByText('Question is required.')).toBeVisible()
  // Give a write that should not happen the time a real one takes (under a second locally).
  await page.waitForTimeout(2_000)
  expect(faqLanguagesOf(id)).toEqual([])
})
