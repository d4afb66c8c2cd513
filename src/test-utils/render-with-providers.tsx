import { render, type RenderOptions } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { PageWrapper } from '../app/page-wrapper'
import common from '../../locales/en/common.json'

/** A real i18next instance with the English strings, as gatsby-plugin-react-i18next builds per page. */
export function createTestI18n() {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}

export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const i18n = createTestI18n()
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <PageWrapper>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </PageWrapper>
  )
  return render(ui, { wrapper: Wrapper, ...options })
}
