import enFaq from '../../locales/en/faq.json'
import { faqQuestion } from '../content'
import { expect, test } from './fixtures'
import { expectInPage } from './visitor'

/** The FAQ's questions the visitor sees (a search hides the others; they stay in the page). */
const shownQuestions = () =>
  [...document.querySelectorAll('main details')].filter(
    (element) => element.getBoundingClientRect().height > 0,
  ).length

const search = { role: 'searchbox', name: enFaq.search.label } as const

test('search narrows the questions as the visitor types; Escape and Reset search bring them back', async ({
  visitor,
}) => {
  await visitor.open('/en/qatrading/faq/')
  const all = await visitor.run(shownQuestions)
  expect(all).toBeGreaterThan(3)
  // The longest word of one question, typed in capitals.
  const word = faqQuestion('en', 'minimum-deposit')
    .split(/[^\p{L}]+/u)
    .sort((a, b) => b.length - a.length)[0]!
  await visitor.type(search, word.toUpperCase())
  await expectInPage(
    visitor,
    'the question is found, fewer are shown',
    [true, true],
    (total: number) => {
      const shown = [...document.querySelectorAll('main details')].filter(
        (element) => element.getBoundingClientRect().height > 0,
      )
      return [shown.some((element) => element.id === 'minimum-deposit'), shown.length < total]
    },
    all,
  )
  await visitor.press('Escape')
  await expectInPage(visitor, 'Escape empties the search', [all, ''], () => [
    [...document.querySelectorAll('main details')].filter(
      (element) => element.getBoundingClientRect().height > 0,
    ).length,
    (document.querySelector('input[type="search"]') as HTMLInputElement | null)?.value,
  ])

  await visitor.type(search, 'zzqqxx')
  const empty = enFaq.search.empty.replace('{{query}}', 'zzqqxx')
  await expectInPage(
    visitor,
    'no match, said in words',
    [0, true],
    (text: string) => [
      [...document.querySelectorAll('main details')].filter(
        (element) => element.getBoundingClientRect().height > 0,
      ).length,
      document.querySelector('main')?.textContent?.includes(text) ?? false,
    ],
    empty,
  )
  await visitor.click({ role: 'button', name: enFaq.search.reset })
  await expectInPage(
    visitor,
    'Reset search shows every question, focus in the box',
    [all, true],
    () => [
      [...document.querySelectorAll('main details')].filter(
        (element) => element.getBoundingClientRect().height > 0,
      ).length,
      document.activeElement?.getAttribute('type') === 'search',
    ],
  )
})

const questionState = (id: string) => {
  const question = document.getElementById(id)
  const box = question?.getBoundingClientRect()
  return {
    open: question?.hasAttribute('open') ?? false,
    onScreen: box !== undefined && box.top >= 0 && box.top < innerHeight,
  }
}

test('a link to a question opens it on screen; a click and Enter open and close one', async ({
  visitor,
}) => {
  await visitor.open('/fr/qatrading/faq/#fees')
  await expectInPage(
    visitor,
    'the linked question is open and on screen',
    { open: true, onScreen: true },
    questionState,
    'fees',
  )
  expect((await visitor.run(questionState, 'risks')).open).toBe(false)

  await visitor.open('/en/qatrading/faq/')
  await visitor.click('#risks > summary')
  await expectInPage(
    visitor,
    'a click opens it',
    true,
    (id: string) => document.getElementById(id)?.hasAttribute('open'),
    'risks',
  )
  await visitor.press('Enter')
  await expectInPage(
    visitor,
    'Enter on the focused question closes it',
    false,
    (id: string) => document.getElementById(id)?.hasAttribute('open'),
    'risks',
  )
})
