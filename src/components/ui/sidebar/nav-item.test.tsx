import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { NavItem } from './nav-item'
import { SidebarCompactContext } from './sidebar-context'

afterEach(() => jest.restoreAllMocks())

const Icon = () => <svg data-testid="icon" />

it('is a link with its label and a decorative icon', () => {
  render(<NavItem label="Reports" href="/reports" icon={<Icon />} />)
  const link = screen.getByRole('link', { name: 'Reports' })
  expect(link).toHaveAttribute('href', '/reports')
  expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true')
})

it('marks the current page with aria-current="page" only when active', () => {
  render(
    <>
      <NavItem label="Reports" href="/reports" active />
      <NavItem label="Clients" href="/clients" />
    </>,
  )
  expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('link', { name: 'Clients' })).not.toHaveAttribute('aria-current')
})

it('is a button that calls onClick when it has no href', async () => {
  const user = userEvent.setup()
  const onClick = jest.fn()
  render(<NavItem label="Sign out" onClick={onClick} />)
  await user.click(screen.getByRole('button', { name: 'Sign out' }))
  expect(onClick).toHaveBeenCalledTimes(1)
})

it('warns when it has neither href nor onClick', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  render(<NavItem label="Nowhere" />)
  expect(screen.getByRole('button', { name: 'Nowhere' })).toBeInTheDocument()
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('[NavItem] "Nowhere" has neither'))
})

it('shows the initial and warns when a compact item has no icon', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  render(
    <SidebarCompactContext.Provider value>
      <NavItem label="reports" href="/reports" />
    </SidebarCompactContext.Provider>,
  )
  const link = screen.getByRole('link', { name: 'reports' })
  expect(link).toHaveTextContent(/^R$/)
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no icon'))
})

it('has no axe violations', async () => {
  const { container } = render(
    <nav aria-label="Sections">
      <NavItem label="Reports" href="/reports" icon={<Icon />} active />
      <NavItem label="Sign out" onClick={() => undefined} />
    </nav>,
  )
  expect(await axe(container)).toHaveNoViolations()
})
