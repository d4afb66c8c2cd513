import { screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import enCommon from '../../../locales/en/common.json'
import esCommon from '../../../locales/es/common.json'
import frCommon from '../../../locales/fr/common.json'
import itCommon from '../../../locales/it/common.json'
import jaCommon from '../../../locales/ja/common.json'
import ptBRCommon from '../../../locales/pt-BR/common.json'
import ptPTCommon from '../../../locales/pt-PT/common.json'
import { languageNames, type Language } from '../../i18n/languages'
import { createTestI18n } from '../../testing/i18n'
import { renderWithProviders } from '../../testing/render-with-providers'
import { LanguageMenu } from './language-menu'

const common: Record<Language, object> = {
  'pt-BR': ptBRCommon,
  'pt-PT': ptPTCommon,
  en: enCommon,
  es: esCommon,
  fr: frCommon,
  it: itCommon,
  ja: jaCommon,
}

function renderMenuIn(language: Language) {
  const i18n = createTestI18n()
  i18n.addResourceBundle(language, 'common', common[language], true, true)
  void i18n.changeLanguage(language)
  renderWithProviders(
    <I18nextProvider i18n={i18n}>
      <LanguageMenu language={language} originalPath="/" />
    </I18nextProvider>,
  )
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
