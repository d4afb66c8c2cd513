import { Navbar } from '../navbar'
import { Sidebar } from '../sidebar'
import { ExampleNavItems } from '../sidebar/sidebar.examples'
import { AppShell } from './app-shell'

const frame = {
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'default',
  mb: 4,
} as const

function Paragraphs({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <p key={index}>
          Main area paragraph {index + 1}. Scroll the page down and the navbar slides away; scroll
          back up and it returns.
        </p>
      ))}
    </>
  )
}

/** The shell with every slot, a hide-on-scroll navbar, and a compact sidebar variant. */
export function AppShellExamples() {
  return (
    <div>
      <div sx={frame}>
        <AppShell
          sidebarToggleLabel="Open app shell sidebar"
          navbar={
            <Navbar
              hideOnScroll
              start={<strong>App shell</strong>}
              end={
                <button type="button" sx={{ variant: 'buttons.ghost' }}>
                  Account
                </button>
              }
            />
          }
          sidebar={
            <Sidebar label="App shell sidebar" closeLabel="Close app shell sidebar">
              <ExampleNavItems />
            </Sidebar>
          }
          aside={
            <aside aria-label="App shell aside" sx={{ p: 3, width: ['auto', null, '14rem'] }}>
              Aside slot
            </aside>
          }
          footer={
            <footer sx={{ p: 3, borderTop: '1px solid', borderColor: 'border' }}>
              Footer slot
            </footer>
          }
        >
          <div sx={{ p: 3 }}>
            <Paragraphs count={8} />
          </div>
        </AppShell>
      </div>
      <div sx={frame}>
        <AppShell
          collapseBelow="medium"
          sidebarToggleLabel="Open compact app shell sidebar"
          navbar={<Navbar as="div" start={<strong>Compact sidebar</strong>} />}
          sidebar={
            <Sidebar label="Compact app shell sidebar" compact>
              <ExampleNavItems />
            </Sidebar>
          }
        >
          <div sx={{ p: 3 }}>
            <Paragraphs count={2} />
          </div>
        </AppShell>
      </div>
    </div>
  )
}
