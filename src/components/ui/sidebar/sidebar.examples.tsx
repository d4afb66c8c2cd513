import type { ReactNode } from 'react'
import { NavItem } from './nav-item'
import { Sidebar } from './sidebar'

/** Simple line icons for the catalogue; real screens bring their own. */
export function ExampleIcon({ shape }: { shape: 'grid' | 'chart' | 'people' | 'gear' | 'exit' }) {
  const paths = {
    grid: 'M4 4h6v6H4zM12 4h6v6h-6zM4 12h6v6H4zM12 12h6v6h-6z',
    chart: 'M4 18V10M9 18V4M14 18v-6M19 18V8',
    people:
      'M8 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19c0-3 2.5-5 5-5s5 2 5 5M15 11a2.5 2.5 0 1 0 0-5M15 14c2.5 0 4.5 2 4.5 5',
    gear: 'M11 8a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM11 2v3M11 17v3M2 11h3M17 11h3M4.6 4.6l2.1 2.1M15.3 15.3l2.1 2.1M4.6 17.4l2.1-2.1M15.3 6.7l2.1-2.1',
    exit: 'M9 4H4v14h5M13 7l4 4-4 4M17 11H8',
  }
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <path
        d={paths[shape]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function ExampleNavItems({ onSignOut }: { onSignOut?: () => void }) {
  return (
    <>
      <NavItem
        label="Overview"
        href="#sidebar-overview"
        icon={<ExampleIcon shape="grid" />}
        active
      />
      <NavItem label="Reports" href="#sidebar-reports" icon={<ExampleIcon shape="chart" />} />
      <NavItem label="Clients" href="#sidebar-clients" icon={<ExampleIcon shape="people" />} />
      <NavItem label="Settings" href="#sidebar-settings" icon={<ExampleIcon shape="gear" />} />
      <NavItem
        label="Sign out"
        onClick={onSignOut ?? (() => undefined)}
        icon={<ExampleIcon shape="exit" />}
      />
    </>
  )
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure sx={{ m: 0, mb: 4 }}>
      <figcaption sx={{ fontWeight: 'bold', mb: 2 }}>{title}</figcaption>
      <div
        sx={{
          display: 'flex',
          alignItems: 'stretch',
          height: '18rem',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'default',
          overflow: 'hidden',
        }}
      >
        {children}
        <div sx={{ flex: 1, p: 3, color: 'mutedText' }}>Page content</div>
      </div>
    </figure>
  )
}

/**
 * Every sidebar state. The first one is what the browser test drives: its name, "Catalogue
 * sidebar", is stable.
 */
export function SidebarExamples() {
  return (
    <div>
      <Frame title="Resizable (drag or arrow keys, 220–320 px), remembered, drawer below large">
        <Sidebar
          label="Catalogue sidebar"
          toggleLabel="Open catalogue sidebar"
          closeLabel="Close catalogue sidebar"
          storageKey="kit-catalogue-sidebar-width"
        >
          <ExampleNavItems />
        </Sidebar>
      </Frame>
      <Frame title="Compact (icons with tooltips after 400 ms), drawer below medium">
        <Sidebar
          label="Compact catalogue sidebar"
          toggleLabel="Open compact catalogue sidebar"
          collapseBelow="medium"
          compact
        >
          <ExampleNavItems />
        </Sidebar>
      </Frame>
      <Frame title="Fixed width, not resizable, drawer below small">
        <Sidebar
          label="Fixed catalogue sidebar"
          toggleLabel="Open fixed catalogue sidebar"
          collapseBelow="small"
          resizable={false}
          defaultWidth={240}
        >
          <ExampleNavItems />
        </Sidebar>
      </Frame>
    </div>
  )
}
