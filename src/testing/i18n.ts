import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import common from '../../locales/en/common.json'

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
