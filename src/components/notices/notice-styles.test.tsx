import { render, screen } from '@testing-library/react'
import { consentDecidedAttribute } from '../../features/consent'
import { suggestionAttribute } from '../language-suggestion/suggestion-choice'
import { noticeCss } from './notice-styles'

const html = document.documentElement

/** The notice area as the frame renders it, with stand-ins for the three notices. */
function renderNotices({ review = false } = {}) {
  render(
    <>
      <style>{noticeCss}</style>
      <div data-notice-area="">
        <div data-notice="suggestion">
          {['fr', 'ja'].map((language) => (
            <div key={language} lang={language}>
              Offer {language}
            </div>
          ))}
        </div>
        <section data-notice="consent" data-review={review ? '' : undefined}>
          Question
        </section>
        <div data-notice="announcement">News</div>
      </div>
    </>,
  )
}

/** The notices on show, by their text: in the document and not hidden by any ancestor. */
function shown(): string[] {
  return ['Offer fr', 'Offer ja', 'Question', 'News'].filter((text) => {
    for (let element = screen.queryByText(text); element; element = element.parentElement) {
      if (getComputedStyle(element).display === 'none') return false
    }
    return screen.queryByText(text) !== null
  })
}

afterEach(() => {
  html.removeAttribute(suggestionAttribute)
  html.removeAttribute(consentDecidedAttribute)
})

it('shows the suggestion <html> names, and nothing after it', () => {
  html.setAttribute(suggestionAttribute, 'ja')
  renderNotices()
  expect(shown()).toEqual(['Offer ja'])
})

it('asks the consent question before showing the announcement', () => {
  renderNotices()
  expect(shown()).toEqual(['Question'])
})

it('shows the announcement once the question is answered', () => {
  html.setAttribute(consentDecidedAttribute, '')
  renderNotices()
  expect(shown()).toEqual(['News'])
})

it('shows a review asked for from the footer before anything else', () => {
  html.setAttribute(suggestionAttribute, 'ja')
  renderNotices({ review: true })
  expect(shown()).toEqual(['Question'])
})
