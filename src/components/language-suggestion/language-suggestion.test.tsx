import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import fr from '../../../locales/fr/suggestion.json'
import ja from '../../../locales/ja/suggestion.json'
import { reducedMotionQuery } from '../../hooks/use-media-query'
import { setMedia } from '../../testing/match-media'
import { renderWithProviders } from '../../testing/render-with-providers'
import { noticeCss } from '../notices/notice-styles'
import { LanguageSuggestion } from './language-suggestion'
import { suggestionAttribute, suggestionDismissalKey } from './suggestion-choice'
import { suggestionScript } from './suggestion-script'

const html = document.documentElement

/** The suggestion on a Portuguese page, with the notices' stylesheet, as on the site. */
function renderSuggestion() {
  return renderWithProviders(
    <>
      <style>{noticeCss}</style>
      <LanguageSuggestion language="pt-BR" originalPath="/signup/" suggestions={{ fr, ja }} />
      <main id="main-content" tabIndex={-1} />
    </>,
  )
}

/** A first load for a browser that prefers `tags`: the pre-paint script marks <html> first. */
function renderForBrowser(...tags: string[]) {
  Object.defineProperty(navigator, 'languages', { value: tags, configurable: true })
  html.lang = 'pt-BR'
  new Function(suggestionScript)()
  return renderSuggestion()
}

/** The offer whose link reads `name`, if it shows. */
const offer = (name: string) => screen.queryByRole('link', { name })

beforeEach(() => setMedia({ matching: [reducedMotionQuery] }))

afterEach(() => {
  localStorage.clear()
  html.removeAttribute(suggestionAttribute)
  jest.restoreAllMocks()
})

it('offers the page in the browser language, in that language, and that offer only', async () => {
  const { container } = renderForBrowser('fr-FR', 'en')
  expect(offer(fr.switch)).toHaveAttribute('href', '/fr/signup/')
  expect(offer(fr.switch)?.closest('[lang]')).toHaveAttribute('lang', 'fr')
  expect(offer(ja.switch)).not.toBeInTheDocument()
  expect(await axe(container)).toHaveNoViolations()
})

it('offers nothing when the browser prefers the page language', () => {
  renderForBrowser('pt-BR', 'fr')
  expect(offer(fr.switch)).not.toBeInTheDocument()
  expect(offer(ja.switch)).not.toBeInTheDocument()
})

it('goes for good on "no, thanks", and focus moves on to the page', async () => {
  const user = userEvent.setup()
  const { unmount } = renderForBrowser('ja-JP')
  await user.click(screen.getByRole('button', { name: ja.dismiss }))
  expect(offer(ja.switch)).not.toBeInTheDocument()
  expect(localStorage.getItem(suggestionDismissalKey)).toBe('dismissed')
  expect(screen.getByRole('main')).toHaveFocus()
  unmount()
  renderForBrowser('ja-JP')
  expect(offer(ja.switch)).not.toBeInTheDocument()
})

it('stays dismissed for the rest of the visit when the browser blocks storage', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  const user = userEvent.setup()
  const { unmount } = renderForBrowser('fr-FR')
  await user.click(screen.getByRole('button', { name: fr.dismiss }))
  expect(offer(fr.switch)).not.toBeInTheDocument()
  // The next page of the visit: client-side navigation mounts the frame again, <html> stays.
  unmount()
  renderSuggestion()
  expect(offer(fr.switch)).not.toBeInTheDocument()
})

it('has nothing left to suggest on a page in the suggested language reached without a reload', () => {
  html.setAttribute(suggestionAttribute, 'fr')
  renderWithProviders(<LanguageSuggestion language="fr" originalPath="/" suggestions={{ ja }} />)
  expect(html.hasAttribute(suggestionAttribute)).toBe(false)
})
