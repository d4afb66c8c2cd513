import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler } from 'react'
import { setMedia } from '../../testing/match-media'
import { renderWithProviders } from '../../testing/render-with-providers'
import {
  colorModeStorageKey,
  noFlashScript,
  prefersLightQuery,
} from '../../lib/color-mode/color-mode-preference'
import { ColorModeSelect } from './color-mode-select'

const isLight = () => document.documentElement.classList.contains('theme-ui-light')
const selects = () => screen.getAllByRole('combobox', { name: 'Colour theme' })

/** The mobile menu's select and the footer's, as a page has them. */
function renderBoth() {
  return renderWithProviders(
    <>
      <nav>
        <ColorModeSelect />
      </nav>
      <footer>
        <ColorModeSelect />
      </footer>
    </>,
  )
}

beforeEach(() => {
  localStorage.clear()
  document.documentElement.className = ''
  // The OS prefers light.
  setMedia({ matching: [prefersLightQuery] })
})

afterEach(() => jest.restoreAllMocks())

it('starts dark even when the OS prefers light', () => {
  renderWithProviders(<ColorModeSelect />)
  expect(screen.getByRole('combobox', { name: 'Colour theme' })).toHaveValue('dark')
  expect(isLight()).toBe(false)
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
  expect(isLight()).toBe(true) // the OS prefers light
})

it('changes the colours and the other select within the change event, rendering no component', () => {
  const onRender = jest.fn()
  renderWithProviders(
    <Profiler id="selects" onRender={onRender}>
      <ColorModeSelect />
      <ColorModeSelect />
    </Profiler>,
  )
  const [menu, footer] = selects()
  onRender.mockClear()
  // Listened to on the document, after React's own listener: what the page looks like when the
  // browser is done with the event, before any work React could leave for later.
  const seen: { light: boolean; footer: string; stored: string | null }[] = []
  const look = () =>
    seen.push({
      light: isLight(),
      footer: (footer as HTMLSelectElement).value,
      stored: localStorage.getItem(colorModeStorageKey),
    })
  document.addEventListener('change', look)
  fireEvent.change(menu!, { target: { value: 'light' } })
  document.removeEventListener('change', look)
  expect(seen).toEqual([{ light: true, footer: 'light', stored: 'light' }])
  expect(onRender).not.toHaveBeenCalled()
})

it('shows the same choice in both selects, whichever one is used', async () => {
  const user = userEvent.setup()
  renderBoth()
  const [menu, footer] = selects()
  await user.selectOptions(menu!, 'Light')
  expect(footer).toHaveValue('light')
  await user.selectOptions(footer!, 'System')
  expect(menu).toHaveValue('system')
  await user.selectOptions(menu!, 'Dark')
  expect(footer).toHaveValue('dark')
  expect(isLight()).toBe(false)
})

it('keeps the choice across a reload: the page is light before React, the selects say so after', async () => {
  const user = userEvent.setup()
  const { unmount } = renderBoth()
  await user.selectOptions(selects()[1]!, 'Light')
  unmount()
  // A reload: a fresh <html>, the inline script of the static HTML, then the page hydrates.
  document.documentElement.className = ''
  new Function(noFlashScript)()
  expect(isLight()).toBe(true)
  renderBoth()
  expect(selects().map((select) => (select as HTMLSelectElement).value)).toEqual(['light', 'light'])
  expect(isLight()).toBe(true)
})

it('switches the page for this page view when the browser blocks storage', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  const user = userEvent.setup()
  const { unmount } = renderBoth()
  await user.selectOptions(selects()[0]!, 'Light')
  expect(isLight()).toBe(true)
  expect(selects()[1]).toHaveValue('light')
  // A select that appears later in the same page view (the menu's content) shows it too.
  unmount()
  renderWithProviders(<ColorModeSelect />)
  const later = screen.getByRole('combobox', { name: 'Colour theme' })
  expect(later).toHaveValue('light')
  expect(isLight()).toBe(true)
  // Storage back: the next choice is stored again, and no longer only held for the page view.
  jest.restoreAllMocks()
  await user.selectOptions(later, 'Dark')
  expect(localStorage.getItem(colorModeStorageKey)).toBe('dark')
})

it.each([
  ['corrupt JSON', '{"mode":'],
  ['a mode that is not ours', 'purple'],
  ['theme-ui’s own JSON-quoted value', '"dark"'],
])('replaces %s in storage with the dark default instead of crashing', (_, stored) => {
  localStorage.setItem(colorModeStorageKey, stored)
  renderBoth()
  expect(selects().map((select) => (select as HTMLSelectElement).value)).toEqual(['dark', 'dark'])
  expect(isLight()).toBe(false)
  expect(localStorage.getItem(colorModeStorageKey)).toBe('dark')
})

it('ends on the last of many quick changes, in both selects and in storage', () => {
  renderBoth()
  const [menu, footer] = selects()
  for (const value of ['light', 'dark', 'light', 'system', 'dark', 'light']) {
    fireEvent.change(menu!, { target: { value } })
  }
  expect(footer).toHaveValue('light')
  expect(localStorage.getItem(colorModeStorageKey)).toBe('light')
  expect(isLight()).toBe(true)
})
