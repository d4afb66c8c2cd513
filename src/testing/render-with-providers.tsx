import { render, type RenderOptions } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { PageWrapper } from '../app/page-wrapper'
import { createTestI18n } from './i18n'

type Store = ReturnType<typeof createStore>

/**
 * Renders `ui` with what a page has around it: a jotai store (a fresh one unless `store` is given),
 * the page wrapper (site theme, colour-mode preference) and i18next with the English strings of
 * locales/en/common.json. Returns Testing Library's result and the store.
 */
export function renderWithProviders(
  ui: ReactElement,
  { store = createStore(), ...options }: Omit<RenderOptions, 'wrapper'> & { store?: Store } = {},
) {
  const i18n = createTestI18n()
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <PageWrapper>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </PageWrapper>
    </Provider>
  )
  return { store, ...render(ui, { ...options, wrapper: Wrapper }) }
}
