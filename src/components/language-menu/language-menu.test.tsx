import { screen } from '@testing-library/react'
import { languageNames, type Language } from '../../i18n/languages'
import { commonStrings } from '../../testing/i18n'
import { renderWithProviders } from '../../testing/render-with-providers'
import { LanguageMenu } from './language-menu'

const common = commonStrings

function renderMenuIn(language: Language) {
  renderWithProviders(<LanguageMenu language={language} originalPath="/" />, { language })
  return screen.getByRole('button', { expanded: false })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// WCAG 2.5.3 (Label in Name): a speech-input user says "pt-BR" to open the menu they see.
it.each(Object.keys(common) as Language[])(
  'the %s language button is named first by the code it shows, then by the language',
  (language) => {
    const button = renderMenuIn(language)
    expect(button).toHaveTextContent(new RegExp(`^${escapeRegExp(language)}$`))
    expect(button).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(language)}\\P{L}.*${escapeRegExp(languageNames[language])}`, 'u'),
    )
  },
)
