import { renderWithProviders } from '../../testing/render-with-providers'
import { screen } from '@testing-library/react'

import consultantStrings from '../../../locales/en/consultant.json'
import { ConsultantFields, displayLimits } from './consultant-fields'

function renderFields(consultant: Record<string, unknown>) {
  return renderWithProviders(<ConsultantFields consultant={consultant} />, {
    namespaces: { consultant: consultantStrings },
  })
}

it('shows every field of an ordinary consultant', () => {
  renderFields({ first_name: 'João', is_active: true, address: { city: 'São Paulo' } })
  expect(screen.getByText('First name')).toBeInTheDocument()
  expect(screen.getByText('João')).toBeInTheDocument()
  expect(screen.getByText('Yes')).toBeInTheDocument()
  expect(screen.getByText('São Paulo')).toBeInTheDocument()
})

it('renders the first levels of an object nested 50 levels deep', () => {
  let deep: Record<string, unknown> = { secret_bottom: 'never shown' }
  for (let level = 0; level < 50; level += 1) deep = { level: deep }
  renderFields({ first_name: 'João', nested: deep })
  expect(screen.getByText('João')).toBeInTheDocument()
  expect(screen.getByText('…')).toBeInTheDocument()
  expect(screen.queryByText('never shown')).toBeNull()
})

it('renders a part of a megabyte of fields and says how much is left out', () => {
  const many = Object.fromEntries(
    Array.from({ length: 5_000 }, (_, i) => [`field_${i}`, 'x'.repeat(200)]),
  )
  const { container } = renderFields({ ...many, huge: 'y'.repeat(1024 * 1024) })
  expect(screen.getByText(`${5_001 - displayLimits.entries} more not shown`)).toBeInTheDocument()
  expect(container.textContent!.length).toBeLessThan(50_000)
})

it('cuts a value longer than the limit', () => {
  const { container } = renderFields({ bio: 'z'.repeat(1024 * 1024) })
  expect(container.textContent).toContain(`${'z'.repeat(displayLimits.characters)}…`)
  expect(container.textContent!.length).toBeLessThan(displayLimits.characters + 100)
})
