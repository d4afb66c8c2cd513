import type { ReactNode } from 'react'
import { useColorModePreference } from '../../../app/color-mode'

/** One titled block of the catalogue. */
export function CatalogueSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} sx={{ mb: 6 }}>
      <h2 sx={{ fontSize: 5, borderBottom: '1px solid', borderColor: 'border', pb: 2 }}>{title}</h2>
      {children}
    </section>
  )
}

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
        >
          Switch to {preference === 'light' ? 'dark' : 'light'} mode
        </button>
      </p>
    </main>
  )
}
