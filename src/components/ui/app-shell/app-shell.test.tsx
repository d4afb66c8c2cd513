import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { Navbar } from '../navbar'
import { NavItem, Sidebar } from '../sidebar'
import { AppShell, type AppShellProps } from './app-shell'
import { setMedia } from '../../../testing/match-media'

afterEach(() => jest.restoreAllMocks())

function Shell(props: Partial<AppShellProps>) {
  return (
    <AppShell
      navbar={<Navbar start="Brand" />}
      sidebar={
        <Sidebar label="Sections">
          <NavItem label="Reports" href="/reports" active />
        </Sidebar>
      }
      aside={<aside aria-label="Help">Help text</aside>}
      footer={<footer>Footer text</footer>}
      sidebarToggleLabel="Open sections"
      {...props}
    >
      <h1>Reports</h1>
    </AppShell>
  )
}

describe('AppShell', () => {
  beforeEach(() => setMedia({ width: 1280 }))

  it('renders the navbar, sidebar, main area, aside and footer', () => {
    render(<Shell />)
    expect(screen.getByRole('banner')).toHaveTextContent('Brand')
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeVisible()
    expect(screen.getByRole('complementary', { name: 'Help' })).toBeVisible()
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer text')
  })

  it('adds no main landmark unless asked, so the page keeps exactly one', () => {
    render(<Shell />)
    expect(screen.queryByRole('main')).not.toBeInTheDocument()
  })

  it('makes the main area the main landmark with mainAs="main" and mainProps', () => {
    render(<Shell mainAs="main" mainProps={{ id: 'content' }} />)
    const main = screen.getByRole('main')
    expect(main).toHaveAttribute('id', 'content')
    expect(within(main).getByRole('heading', { name: 'Reports' })).toBeInTheDocument()
  })

  it('shows no drawer toggle while the sidebar is inline', () => {
    render(<Shell />)
    expect(screen.queryByRole('button', { name: 'Open sections' })).not.toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(<Shell mainAs="main" />)
    expect(await axe(container)).toHaveNoViolations()
  })
})

describe('AppShell with a collapsed sidebar', () => {
  it('puts the drawer toggle in the navbar and opens the sidebar as a modal drawer', async () => {
    setMedia({ width: 800 })
    const user = userEvent.setup()
    render(<Shell />)
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument()
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Open sections' })
    await user.click(toggle)
    const drawer = screen.getByRole('dialog', { name: 'Sections' })
    expect(within(drawer).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await user.keyboard('{Escape}')
    // Out of sight at once, closed after the paint (the kit's two-step close, dismiss.ts).
    expect(drawer).not.toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('follows its own collapseBelow', () => {
    setMedia({ width: 900 })
    render(<Shell collapseBelow="medium" />)
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeVisible()
    act(() => setMedia({ width: 700 }))
    expect(screen.getByRole('button', { name: 'Open sections' })).toBeVisible()
  })

  it('shows the sidebar again, drawer closed, when the viewport grows', async () => {
    setMedia({ width: 800 })
    const user = userEvent.setup()
    render(<Shell />)
    await user.click(screen.getByRole('button', { name: 'Open sections' }))
    act(() => setMedia({ width: 1100 }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Open sections' })).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeVisible()
  })

  it('has no axe violations with the drawer open', async () => {
    setMedia({ width: 800 })
    const user = userEvent.setup()
    const { container } = render(<Shell mainAs="main" />)
    await user.click(screen.getByRole('button', { name: 'Open sections' }))
    expect(await axe(container)).toHaveNoViolations()
  })
})

describe('AppShell bad input', () => {
  it('warns when a sidebar has no toggle label', () => {
    setMedia({ width: 1280 })
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<Shell sidebarToggleLabel={undefined} />)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[AppShell] a sidebar needs'))
  })

  it('warns that a Sidebar inside it ignores its own collapseBelow', () => {
    setMedia({ width: 900 })
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(
      <Shell
        sidebar={
          <Sidebar label="Sections" collapseBelow="small">
            <NavItem label="Reports" href="/reports" />
          </Sidebar>
        }
      />,
    )
    expect(screen.getByRole('button', { name: 'Open sections' })).toBeVisible()
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('[Sidebar] collapseBelow and toggleLabel'),
    )
  })

  it('falls back to the large breakpoint and warns on an unknown collapseBelow', () => {
    setMedia({ width: 900 })
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<Shell collapseBelow={'wide' as never} />)
    expect(screen.getByRole('button', { name: 'Open sections' })).toBeVisible()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown collapseBelow "wide"'))
  })
})
