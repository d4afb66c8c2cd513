import type { ReactNode } from 'react'
import { useColorModePreference } from '../../../lib/color-mode'
import { AppShellExamples } from '../app-shell/app-shell.examples'
import { BannerExamples } from '../banner/banner.examples'
import { ContextMenuExamples } from '../context-menu/context-menu.examples'
import { PersonaExamples } from '../persona/persona.examples'
import { NavbarExamples } from '../navbar/navbar.examples'
import { SidebarExamples } from '../sidebar/sidebar.examples'
import { TooltipExamples } from '../tooltip/tooltip.examples'
import { ListExamples } from '../list/list.examples'
import { SearchInputExamples } from '../search-input/search-input.examples'
import { StepperExamples } from '../stepper/stepper.examples'
import { ToastExamples } from '../toast/toast.examples'

/** One titled block of the catalogue. */
export function CatalogueSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} sx={{ mb: 6 }}>
      <h2 sx={{ fontSize: 5, borderBottom: '1px solid', borderColor: 'border', pb: 2 }}>{title}</h2>
      {children}
    </section>
  )
}

const sections: [string, () => ReactNode][] = [
  ['Banner', () => <BannerExamples />],
  ['Toasts', () => <ToastExamples />],
  ['Stepper', () => <StepperExamples />],
  ['List', () => <ListExamples />],
  ['Search input', () => <SearchInputExamples />],
  ['Context menu', () => <ContextMenuExamples />],
  ['Persona', () => <PersonaExamples />],
  ['Tooltip', () => <TooltipExamples />],
  ['Navbar', () => <NavbarExamples />],
  ['Sidebar', () => <SidebarExamples />],
  ['App shell', () => <AppShellExamples />],
]

/** Every kit component in every state; the mode switch shows both colour modes. */
export function KitCatalogue() {
  const { preference, setPreference } = useColorModePreference()
  return (
    <main sx={{ maxWidth: 'container', mx: 'auto', p: 4 }}>
      <h1>Interface kit</h1>
      <p>
        <button
          type="button"
          onClick={() => setPreference(preference === 'light' ? 'dark' : 'light')}
          sx={{ variant: 'buttons.ghost' }}
        >
          Switch to {preference === 'light' ? 'dark' : 'light'} mode
        </button>
      </p>
      {sections.map(([title, render]) => (
        <CatalogueSection key={title} title={title}>
          {render()}
        </CatalogueSection>
      ))}
    </main>
  )
}
