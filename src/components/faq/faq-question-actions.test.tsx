import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import common from '../../../locales/en/common.json'
import enFaq from '../../../locales/en/faq.json'
import { renderWithProviders } from '../../testing/render-with-providers'
import { ToastRegion } from '../ui/toast'
import { FaqQuestionActions } from './faq-question-actions'
import { questionAttribute } from './question-target'

// The menu's code: the first load fails (offline), later ones succeed; each one is counted.
let mockLoads = 0
jest.mock('./faq-question-menu', () => {
  mockLoads += 1
  if (mockLoads === 1) throw new Error('Loading chunk faq-question-menu failed.')
  return jest.requireActual('./faq-question-menu') as unknown
})

function renderQuestions() {
  return renderWithProviders(
    <>
      <FaqQuestionActions>
        <h2>Costs</h2>
        {['fees', 'risks'].map((id) => (
          <div key={id} {...{ [questionAttribute]: '' }}>
            <details id={id}>
              <summary>{id === 'fees' ? 'What are the fees?' : 'Is it risky?'}</summary>
              <p>Answer.</p>
            </details>
          </div>
        ))}
      </FaqQuestionActions>
      <ToastRegion closeLabel={common.toast.close} />
    </>,
    { namespaces: { faq: enFaq } },
  )
}

const summary = (name: string) => screen.getByText(name).closest('summary')!

/** A touch pointer event (jsdom cannot construct PointerEvent). */
function touch(type: 'pointerdown' | 'pointerup', target: Element, pointerId: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: 40, clientY: 60 })
  Object.defineProperties(event, {
    pointerId: { value: pointerId },
    pointerType: { value: 'touch' },
  })
  fireEvent(target, event)
}

// One sequence, since the module registry (and so the failed first load) is shared by the file.
it('loads the menu on the first intent, says so when it cannot, and opens on the next try', async () => {
  const user = userEvent.setup()
  renderQuestions()
  // Hovering, pressing and opening a question with the mouse loads nothing.
  await user.click(summary('Is it risky?'))
  expect(mockLoads).toBe(0)

  // Shift+F10 while offline: the visitor is told, focus stays on the question, no menu.
  summary('What are the fees?').focus()
  await user.keyboard('{Shift>}{F10}{/Shift}')
  expect(await screen.findByText(enFaq.actions.loadFailed)).toBeInTheDocument()
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(summary('What are the fees?')).toHaveFocus()

  // The next right-click, before the code is there, opens the menu for the question clicked.
  await user.pointer({ keys: '[MouseRight]', target: summary('Is it risky?') })
  const menu = await screen.findByRole('menu', { name: enFaq.actions.label })
  expect(menu.closest(`[${questionAttribute}]`)?.querySelector('details')).toHaveAttribute(
    'id',
    'risks',
  )
  expect(screen.getByRole('menuitem', { name: enFaq.actions.copyLink })).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(mockLoads).toBe(2)
})

it('keeps the browser’s own menu outside the questions, and takes it over on a question', async () => {
  renderQuestions()
  const outside = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
  screen.getByRole('heading', { name: 'Costs' }).dispatchEvent(outside)
  expect(outside.defaultPrevented).toBe(false)

  const onQuestion = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
  await act(async () => {
    summary('What are the fees?').dispatchEvent(onQuestion)
  })
  expect(onQuestion.defaultPrevented).toBe(true)
})

it('opens on a long press that began before the code was there; a short tap opens nothing', async () => {
  jest.useFakeTimers()
  try {
    renderQuestions()
    // A finger held on a question: its touch starts the load and is handed to the menu.
    touch('pointerdown', summary('What are the fees?'), 1)
    await act(() => jest.advanceTimersByTimeAsync(100)) // the code arrives; the press counts from there
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500)
    })
    const menu = screen.getByRole('menu', { name: enFaq.actions.label })
    expect(menu.closest(`[${questionAttribute}]`)?.querySelector('details')).toHaveAttribute(
      'id',
      'fees',
    )
    touch('pointerup', summary('What are the fees?'), 1)
    fireEvent.keyDown(screen.getByRole('menuitem', { name: enFaq.actions.copyLink }), {
      key: 'Escape',
    })
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()

    // A tap: down and up. No long press, no menu.
    touch('pointerdown', summary('Is it risky?'), 2)
    touch('pointerup', summary('Is it risky?'), 2)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(600)
    })
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  } finally {
    jest.useRealTimers()
  }
})

it('says the link could not be copied where the page has no clipboard (plain http)', async () => {
  const user = userEvent.setup()
  renderQuestions()
  // userEvent.setup() installs a clipboard stub; a page on plain http has none.
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
  await user.pointer({ keys: '[MouseRight]', target: summary('What are the fees?') })
  await user.click(await screen.findByRole('menuitem', { name: enFaq.actions.copyLink }))
  expect(await screen.findByText(enFaq.copyFailed)).toBeInTheDocument()
})
