import { render, type RenderOptions } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { PageWrapper } from '../app/page-wrapper'
import type { Language } from '../i18n/languages'
import { ToastProvider } from '../components/ui/toast'
import { commonStrings, createTestI18n } from './i18n'

type Store = ReturnType<typeof createStore>

export interface ProviderRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The jotai store (a fresh one by default), e.g. one a test seeded or reads back. */
  store?: Store
  /** The page's language; its locales/<lng>/common.json is loaded (English by default). */
  language?: Language
  /** Further namespaces, as the page's query loads them: name → that language's JSON. */
  namespaces?: Record<string, object>
  /** The address the page is at (the browser's location), e.g. `/ja/qatrading/faq/`. */
  route?: string
}

/**
 * Renders `ui` with what a page has around it: a jotai store, the page wrapper (site theme,
 * colour-mode preference), i18next with the page's language and namespaces, and the toast
 * provider. Returns Testing Library's result, the store and the i18next instance.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    store = createStore(),
    language = 'en',
    namespaces = {},
    route,
    ...options
  }: ProviderRenderOptions = {},
) {
  if (route !== undefined) window.history.replaceState(null, '', route)
  const i18n = createTestI18n()
  if (language !== 'en') i18n.addResourceBundle(language, 'common', commonStrings[language])
  for (const [name, strings] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, name, strings, true, true)
  }
  void i18n.changeLanguage(language)
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <PageWrapper>
        <I18nextProvider i18n={i18n}>
          <ToastProvider>{children}</ToastProvider>
        </I18nextProvider>
      </PageWrapper>
    </Provider>
  )
  return { store, i18n, ...render(ui, { ...options, wrapper: Wrapper }) }
}
