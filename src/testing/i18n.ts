import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import common from '../../locales/en/common.json'
import esCommon from '../../locales/es/common.json'
import frCommon from '../../locales/fr/common.json'
import itCommon from '../../locales/it/common.json'
import jaCommon from '../../locales/ja/common.json'
import ptBRCommon from '../../locales/pt-BR/common.json'
import ptPTCommon from '../../locales/pt-PT/common.json'
import type { Language } from '../i18n/languages'

/** Every locale's shared strings (locales/<lng>/common.json). */
export const commonStrings: Record<Language, object> = {
  'pt-BR': ptBRCommon,
  'pt-PT': ptPTCommon,
  en: common,
  es: esCommon,
  fr: frCommon,
  it: itCommon,
  ja: jaCommon,
}

/**
 * A real i18next instance with the English strings, as gatsby-plugin-react-i18next builds per page:
 * `common` and any other namespaces given (their locales/en/ JSON).
 */
export function createTestI18n(namespaces: Record<string, object> = {}) {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, ...namespaces } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
