import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { createRef } from 'react'
import { renderInTheme } from '../../../testing/render-in-theme'
import { List, ListItem } from '.'
import { ListExamples } from './list.examples'

const PhoneIcon = () => (
  <svg aria-hidden="true" width="16" height="16" data-testid="phone-icon">
    <circle cx="8" cy="8" r="6" />
  </svg>
)

function Contacts({ onCopy = () => undefined }: { onCopy?: () => void }) {
  return (
    <List aria-label="Contacts">
      <ListItem
        icon={<PhoneIcon />}
        primary={<a href="tel:+5511999999999">+55 11 99999-9999</a>}
        secondary="Phone"
        action={
          <button type="button" onClick={onCopy}>
            Copy phone number
          </button>
        }
      />
      <ListItem
        primary={<a href="mailto:hello@example.com">hello@example.com</a>}
        secondary="E-mail"
      />
      <ListItem primary={<address>Av. Paulista 1000, São Paulo</address>} />
    </List>
  )
}

it('is a named list without bullets, one item per row', () => {
  renderInTheme(<Contacts />)
  const list = screen.getByRole('list', { name: 'Contacts' })
  expect(list.tagName).toBe('UL')
  expect(list).toHaveStyle({ listStyle: 'none' })
  expect(within(list).getAllByRole('listitem')).toHaveLength(3)
})

it('shows icon, primary and secondary text in one row', () => {
  renderInTheme(<Contacts />)
  const [phone] = screen.getAllByRole('listitem')
  const item = within(phone as HTMLElement)
  expect(item.getByTestId('phone-icon')).toBeInTheDocument()
  expect(item.getByRole('link', { name: '+55 11 99999-9999' })).toHaveAttribute(
    'href',
    'tel:+5511999999999',
  )
  expect(item.getByText('Phone')).toBeInTheDocument()
})

it('leaves out what is not given', () => {
  renderInTheme(<Contacts />)
  const address = screen.getAllByRole('listitem')[2] as HTMLElement
  expect(address).toHaveTextContent(/^Av\. Paulista 1000, São Paulo$/)
  expect(within(address).queryByRole('button')).not.toBeInTheDocument()
  expect(address.children).toHaveLength(1)
})

it('runs the action', async () => {
  const user = userEvent.setup()
  const onCopy = jest.fn()
  renderInTheme(<Contacts onCopy={onCopy} />)
  await user.click(screen.getByRole('button', { name: 'Copy phone number' }))
  expect(onCopy).toHaveBeenCalledTimes(1)
})

it('forwards refs and extra props', () => {
  const listRef = createRef<HTMLUListElement>()
  const itemRef = createRef<HTMLLIElement>()
  renderInTheme(
    <List ref={listRef} id="contacts">
      <ListItem ref={itemRef} primary="Only" data-kind="note" />
    </List>,
  )
  expect(listRef.current).toHaveAttribute('id', 'contacts')
  expect(itemRef.current).toHaveAttribute('data-kind', 'note')
})

it('has no axe violations', async () => {
  const { container } = renderInTheme(<Contacts />)
  expect(await axe(container)).toHaveNoViolations()
})

it('renders its catalogue examples without axe violations', async () => {
  const { container } = renderInTheme(<ListExamples />)
  expect(await axe(container)).toHaveNoViolations()
})
