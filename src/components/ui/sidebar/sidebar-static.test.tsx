/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server'
import { NavItem } from './nav-item'
import { Sidebar } from './sidebar'

// The static HTML cannot know the viewport: it carries both the sidebar and its toggle, and CSS
// media queries show the right one until hydration decides.
it('renders both the sidebar and its toggle, each hidden by CSS on the other side of the breakpoint', () => {
  const html = renderToString(
    <Sidebar label="Docs" toggleLabel="Open docs">
      <NavItem label="Overview" href="/overview" />
    </Sidebar>,
  )
  expect(html).toContain('role="separator"')
  expect(html).toContain('aria-label="Open docs"')
  // The toggle: hidden from 64em up; the sidebar: hidden up to 64em.
  expect(html).toMatch(/inline-flex;[^}]*\}@media \(min-width: 64em\)\{[^}]*\{display:none;/)
  expect(html).toMatch(/display:none;\}@media \(min-width: 64em\)\{[^}]*\{display:block;/)
})
