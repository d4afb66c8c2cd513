import { act, fireEvent, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import enFaq from '../../../locales/en/faq.json'
import { renderWithProviders } from '../../testing/render-with-providers'
import { FaqView, type FaqEntry } from './faq-view'
// Compiled before the tests: the questions' chunk then arrives as fast as from the cache, on a
// busy machine too, and each test waits only for React to show it.
import './faq-groups'

function entry(
  id: string,
  question: string,
  answer: string,
  category: FaqEntry['frontmatter']['category'] = 'service',
): FaqEntry {
  return {
    slug: id,
    language: 'en',
    isFallback: false,
    html: `<p>${answer}</p>`,
    text: answer,
    frontmatter: { id, question, category, order: 10 },
  } as FaqEntry
}

const entries = [
  entry('fees', 'What are the fees?', 'A performance fee only.', 'costs'),
  entry('withdrawals', 'How do I withdraw?', 'Ask for a withdrawal; no fee.', 'costs'),
  entry('risk', 'Is it risky?', 'Forex is a high-risk market.', 'risk'),
  entry('ja-kana', 'カナの質問', 'ひらがなとカタカナ。', 'service'),
]

/** The FAQ drawn in the browser (no served HTML here): its questions come with their chunk. */
async function renderFaq() {
  const view = renderWithProviders(<FaqView entries={entries} />, {
    namespaces: { faq: enFaq },
  })
  await waitFor(() => expect(view.container.querySelectorAll('details')).toHaveLength(4))
  const search = view.getByRole('searchbox', { name: enFaq.search.label })
  /** Ids of the questions a visitor sees: neither they nor their category hidden. */
  const shown = () =>
    [...view.container.querySelectorAll('details')]
      .filter((details) => details.closest('[hidden]') === null)
      .map((details) => details.id)
  const status = () => view.getByRole('status').textContent
  return { ...view, search, shown, status }
}

it('shows or hides the questions as the visitor types, and announces the count', async () => {
  const { search, shown, status } = await renderFaq()
  expect(shown()).toHaveLength(4)
  expect(status()).toBe('4 questions')
  fireEvent.change(search, { target: { value: 'fee' } })
  expect(shown()).toEqual(['fees', 'withdrawals'])
  expect(status()).toBe('2 questions match')
  fireEvent.change(search, { target: { value: 'risk' } })
  expect(shown()).toEqual(['risk'])
  expect(status()).toBe('1 question matches')
})

it('hides a category with no match left, and brings it back on reset', async () => {
  const { search, container, shown, getByRole } = await renderFaq()
  fireEvent.change(search, { target: { value: 'forex' } })
  expect(container.querySelector('[data-faq-category="costs"]')).toHaveAttribute('hidden')
  expect(container.querySelector('[data-faq-category="risk"]')).not.toHaveAttribute('hidden')
  fireEvent.click(getByRole('button', { name: enFaq.search.reset }))
  expect(shown()).toHaveLength(4)
  expect(container.querySelectorAll('[data-faq-category][hidden]')).toHaveLength(0)
})

it('stays right when keys come 30 ms apart', async () => {
  jest.useFakeTimers()
  try {
    const user = userEvent.setup({ delay: 30, advanceTimers: jest.advanceTimersByTime })
    const { search, shown, status } = await renderFaq()
    await user.type(search, 'withdraw')
    expect(shown()).toEqual(['withdrawals'])
    expect(status()).toBe('1 question matches')
    await user.type(search, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}')
    expect(search).toHaveValue('wi')
    expect(shown()).toEqual(['withdrawals'])
  } finally {
    jest.useRealTimers()
  }
})

it('takes a 5,000-character paste: no match, said so, and the field still answers', async () => {
  const user = userEvent.setup()
  const { search, shown, status, getByText } = await renderFaq()
  const pasted = 'fee '.repeat(1_250)
  search.focus()
  await user.paste(pasted.replace(/fee $/, 'zzqqxx'))
  expect(search).toHaveValue(pasted.replace(/fee $/, 'zzqqxx'))
  expect(shown()).toEqual([])
  expect(status()).toBe('0 questions match')
  expect(getByText(/^No question matches/)).toBeInTheDocument()
  await user.clear(search)
  await user.paste('fee '.repeat(1_250))
  expect(shown()).toEqual(['fees', 'withdrawals'])
  expect(status()).toBe('2 questions match')
})

it('treats only spaces as no search, and emoji as words that match nothing', async () => {
  const { search, shown, status } = await renderFaq()
  fireEvent.change(search, { target: { value: '     ' } })
  expect(shown()).toHaveLength(4)
  expect(status()).toBe('4 questions')
  fireEvent.change(search, { target: { value: '💶 📈' } })
  expect(shown()).toEqual([])
  expect(status()).toBe('0 questions match')
})

it('matches full-width latin and either kana, whichever the page is written in', async () => {
  const { search, shown, status } = await renderFaq()
  fireEvent.change(search, { target: { value: 'ｆｅｅ' } })
  expect(shown()).toEqual(['fees', 'withdrawals'])
  fireEvent.change(search, { target: { value: 'かな' } })
  expect(shown()).toEqual(['ja-kana'])
  fireEvent.change(search, { target: { value: 'ｶﾀｶﾅ' } })
  expect(shown()).toEqual(['ja-kana'])
  expect(status()).toBe('1 question matches')
})

it('renders the questions once: a keystroke leaves their elements in place', async () => {
  const { search, container } = await renderFaq()
  const before = container.querySelector('#fees')
  act(() => {
    fireEvent.change(search, { target: { value: 'risk' } })
  })
  fireEvent.change(search, { target: { value: '' } })
  expect(container.querySelector('#fees')).toBe(before)
})

it('keeps the questions as the server wrote them on the served page, and filters them there', async () => {
  // The FAQ drawn once gives the HTML the build writes: the same markup inside the served part.
  const drawn = await renderFaq()
  const servedHtml = drawn.container.innerHTML
  drawn.unmount()
  // A new document, the served page: nothing has hydrated in it yet (src/app/hydration-mark.ts).
  document.documentElement.removeAttribute('data-hydrated')
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = servedHtml
  // A visitor opens a question before the scripts run.
  container.querySelector<HTMLDetailsElement>('#risk')!.open = true
  const servedRisk = container.querySelector('#risk')
  const errors = jest.spyOn(console, 'error')
  const view = renderWithProviders(<FaqView entries={entries} />, {
    namespaces: { faq: enFaq },
    container,
    hydrate: true,
  })
  // No hydration mismatch, but for the search field's generated id: this test's HTML came from a
  // browser render, whose useId ids differ from the server's (the build's HTML has the server's).
  const mismatches = errors.mock.calls.filter((call) => !/^":r\d+:"$/.test(String(call[2])))
  expect(mismatches).toEqual([])
  errors.mockRestore()
  expect(container.querySelector('#risk')).toBe(servedRisk)
  expect(servedRisk).toHaveAttribute('open')
  fireEvent.change(view.getByRole('searchbox', { name: enFaq.search.label }), {
    target: { value: 'fee' },
  })
  const shown = [...container.querySelectorAll('details')]
    .filter((details) => details.closest('[hidden]') === null)
    .map((details) => details.id)
  expect(shown).toEqual(['fees', 'withdrawals'])
  expect(view.getByRole('status')).toHaveTextContent('2 questions match')
  expect(container.querySelector('#risk')).toBe(servedRisk)
  view.unmount()
  container.remove()
})

it('applies a search typed before the questions arrive, once they do', async () => {
  const view = renderWithProviders(<FaqView entries={entries} />, { namespaces: { faq: enFaq } })
  fireEvent.change(view.getByRole('searchbox', { name: enFaq.search.label }), {
    target: { value: 'risky' },
  })
  await waitFor(() => expect(view.container.querySelectorAll('details')).toHaveLength(4))
  const shown = [...view.container.querySelectorAll('details')]
    .filter((details) => details.closest('[hidden]') === null)
    .map((details) => details.id)
  expect(shown).toEqual(['risk'])
  expect(view.getByRole('status')).toHaveTextContent('1 question matches')
})

it('opens the question the address names, and takes a malformed address without breaking', async () => {
  const scrollIntoView = jest.fn() // jsdom lays nothing out
  Object.assign(HTMLElement.prototype, { scrollIntoView })
  window.history.replaceState(null, '', '/en/qatrading/faq/#%E0%A4%A')
  const { container, search, shown } = await renderFaq()
  expect(container.querySelectorAll('details[open]')).toHaveLength(0)
  expect(shown()).toHaveLength(4)
  expect(search).toBeInTheDocument()
  act(() => {
    window.history.replaceState(null, '', '/en/qatrading/faq/#risk')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
  })
  expect(container.querySelector('#risk')).toHaveAttribute('open')
  expect(scrollIntoView).toHaveBeenCalledTimes(1)
  window.history.replaceState(null, '', '/')
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView
})
