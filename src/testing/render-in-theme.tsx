import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { ThemeUIProvider } from 'theme-ui'
import { theme } from '../lib/theme'

function InTheme({ children }: { children: ReactNode }) {
  return <ThemeUIProvider theme={theme}>{children}</ThemeUIProvider>
}

/**
 * Renders `ui` inside theme-ui's provider with the site theme (src/lib/theme.ts) and nothing else:
 * enough for the kit, which knows nothing of the product. Pages and sections: renderWithProviders.
 */
export function renderInTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: InTheme })
}
