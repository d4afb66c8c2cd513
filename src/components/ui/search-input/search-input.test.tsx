import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { useState } from 'react'
import { SearchInput } from './search-input'

const searchbox = () => screen.getByRole('searchbox', { name: 'Search questions' })
const resetButton = () => screen.queryByRole('button', { name: 'Reset search' })

afterEach(() => jest.restoreAllMocks())

it('is a search field named by its label, with the default placeholder', () => {
  render(<SearchInput label="Search questions" />)
  expect(searchbox()).toHaveAttribute('type', 'search')
  expect(searchbox()).toHaveAttribute('placeholder', 'Search')
  expect(screen.getByText('Search questions')).toBeVisible()
})

it('takes a translated placeholder and reset label', async () => {
  const user = userEvent.setup()
  render(<SearchInput label="Search questions" placeholder="Pesquisar" resetLabel="Limpar" />)
  expect(searchbox()).toHaveAttribute('placeholder', 'Pesquisar')
  await user.type(searchbox(), 'taxas')
  expect(screen.getByRole('button', { name: 'Limpar' })).toBeInTheDocument()
})

it('keeps a hidden label as the accessible name', () => {
  render(<SearchInput label="Search questions" hideLabel />)
  expect(searchbox()).toBeInTheDocument()
  expect(screen.getByText('Search questions')).toHaveStyle({ position: 'absolute', width: '1px' })
})

it('clears on Escape and keeps focus', async () => {
  const user = userEvent.setup()
  const onReset = jest.fn()
  render(<SearchInput label="Search questions" onReset={onReset} />)
  await user.type(searchbox(), 'fees{Escape}')
  expect(searchbox()).toHaveValue('')
  expect(searchbox()).toHaveFocus()
  expect(onReset).toHaveBeenCalledTimes(1)
})

it('lets Escape through when the field is already empty, so an enclosing dialog can close', async () => {
  const user = userEvent.setup()
  const onParentEscape = jest.fn()
  render(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={(event) => event.key === 'Escape' && onParentEscape()}>
      <SearchInput label="Search questions" />
    </div>,
  )
  await user.type(searchbox(), 'fees{Escape}')
  expect(onParentEscape).not.toHaveBeenCalled()
  await user.keyboard('{Escape}')
  expect(onParentEscape).toHaveBeenCalledTimes(1)
})

it('shows the reset button only while there is text', async () => {
  const user = userEvent.setup()
  render(<SearchInput label="Search questions" />)
  expect(resetButton()).not.toBeInTheDocument()
  await user.type(searchbox(), 'f')
  expect(resetButton()).toBeInTheDocument()
  await user.clear(searchbox())
  expect(resetButton()).not.toBeInTheDocument()
})

it('clears through the reset button and leaves focus in the field', async () => {
  const user = userEvent.setup()
  render(<SearchInput label="Search questions" defaultValue="withdrawal" />)
  expect(searchbox()).toHaveValue('withdrawal')
  await user.click(resetButton()!)
  expect(searchbox()).toHaveValue('')
  expect(searchbox()).toHaveFocus()
  expect(resetButton()).not.toBeInTheDocument()
})

it('resets from the keyboard and returns focus to the field', async () => {
  const user = userEvent.setup()
  render(<SearchInput label="Search questions" />)
  await user.type(searchbox(), 'fees')
  await user.tab()
  expect(resetButton()).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(searchbox()).toHaveValue('')
  expect(searchbox()).toHaveFocus()
})

it('works controlled: shows the parent value and reports every change, clearing included', async () => {
  const user = userEvent.setup()
  const changes: string[] = []
  function Controlled() {
    const [query, setQuery] = useState('risk')
    return (
      <SearchInput
        label="Search questions"
        value={query}
        onChange={(next) => {
          changes.push(next)
          setQuery(next)
        }}
      />
    )
  }
  render(<Controlled />)
  expect(searchbox()).toHaveValue('risk')
  await user.type(searchbox(), 's')
  expect(searchbox()).toHaveValue('risks')
  await user.keyboard('{Escape}')
  expect(searchbox()).toHaveValue('')
  expect(changes).toEqual(['risks', ''])
})

it('stays on the controlled value when the parent does not accept a change', async () => {
  const user = userEvent.setup()
  const onChange = jest.fn()
  render(<SearchInput label="Search questions" value="locked" onChange={onChange} />)
  await user.type(searchbox(), 'x')
  expect(onChange).toHaveBeenCalledWith('lockedx')
  expect(searchbox()).toHaveValue('locked')
})

it('forwards its ref to the input', () => {
  const ref = { current: null as HTMLInputElement | null }
  render(<SearchInput label="Search questions" ref={ref} />)
  expect(ref.current).toBe(searchbox())
})

it('warns during development about an empty label', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  render(<SearchInput label="  " />)
  expect(screen.getByRole('searchbox')).toBeInTheDocument()
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('[SearchInput]'))
})

it('has no axe violations, empty or with text and its reset button', async () => {
  const user = userEvent.setup()
  const { container } = render(<SearchInput label="Search questions" hideLabel />)
  expect(await axe(container)).toHaveNoViolations()
  await user.type(searchbox(), 'fees')
  expect(resetButton()).toBeInTheDocument()
  expect(await axe(container)).toHaveNoViolations()
})
