import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setMedia } from '../../testing/match-media'
import { renderWithProviders } from '../../testing/render-with-providers'
import { colorModeStorageKey, prefersLightQuery } from '../../lib/color-mode/color-mode-preference'
import { ColorModeSelect } from './color-mode-select'

beforeEach(() => {
  localStorage.clear()
  // The OS prefers light.
  setMedia({ matching: [prefersLightQuery] })
})

it('starts dark even when the OS prefers light', () => {
  renderWithProviders(<ColorModeSelect />)
  expect(screen.getByRole('combobox', { name: 'Colour theme' })).toHaveValue('dark')
})

it('offers light, dark and system and remembers the choice under theme-ui’s key', async () => {
  const user = userEvent.setup()
  renderWithProviders(<ColorModeSelect />)
  const select = screen.getByRole('combobox', { name: 'Colour theme' })
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Light',
    'Dark',
    'System',
  ])
  await user.selectOptions(select, 'System')
  expect(localStorage.getItem(colorModeStorageKey)).toBe('system')
})

it('restores a stored choice', () => {
  localStorage.setItem(colorModeStorageKey, 'light')
  renderWithProviders(<ColorModeSelect />)
  expect(screen.getByRole('combobox', { name: 'Colour theme' })).toHaveValue('light')
})

it('replaces a corrupt stored value with the default instead of crashing', () => {
  localStorage.setItem(colorModeStorageKey, '{"mode":')
  renderWithProviders(<ColorModeSelect />)
  expect(screen.getByRole('combobox', { name: 'Colour theme' })).toHaveValue('dark')
  expect(localStorage.getItem(colorModeStorageKey)).toBe('dark')
})
