import { renderWithProviders } from '../../testing/render-with-providers'
import { screen } from '@testing-library/react'

import consultantStrings from '../../../locales/en/consultant.json'
import esConsultant from '../../../locales/es/consultant.json'
import frConsultant from '../../../locales/fr/consultant.json'
import itConsultant from '../../../locales/it/consultant.json'
import jaConsultant from '../../../locales/ja/consultant.json'
import ptBRConsultant from '../../../locales/pt-BR/consultant.json'
import ptPTConsultant from '../../../locales/pt-PT/consultant.json'
import type { Language } from '../../i18n/languages'
import { ConsultantFields } from './consultant-fields'
import { displayLimits, knownField, knownFields } from './known-fields'

function renderFields(consultant: Record<string, unknown>) {
  return renderWithProviders(<ConsultantFields consultant={consultant} />, {
    namespaces: { consultant: consultantStrings },
  })
}

/** What the list shows next to the label `term`. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling

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

it('labels a known field in the language of the page, any other from its key', () => {
  renderWithProviders(
    <ConsultantFields
      consultant={{ first_name: 'João', whatsapp_number: 5511987654321, favourite_colour: 'azul' }}
    />,
    { language: 'fr', namespaces: { consultant: frConsultant } },
  )
  expect(valueOf('Prénom')).toHaveTextContent('João')
  expect(valueOf('Numéro WhatsApp')).toHaveTextContent('5511987654321')
  expect(valueOf('Favourite colour')).toHaveTextContent('azul')
})

const locales: Record<Language, typeof consultantStrings> = {
  'pt-BR': ptBRConsultant,
  'pt-PT': ptPTConsultant,
  en: consultantStrings,
  es: esConsultant,
  fr: frConsultant,
  it: itConsultant,
  ja: jaConsultant,
}

it.each(Object.keys(locales) as Language[])('labels every known field in %s', (language) => {
  const listed = Object.keys(knownFields).filter((key) => knownField(key)?.listed !== false)
  renderWithProviders(
    <ConsultantFields consultant={Object.fromEntries(listed.map((key) => [key, 'x']))} />,
    { language, namespaces: { consultant: locales[language] } },
  )
  const labels = screen.getAllByRole('term').map((term) => term.textContent)
  expect(labels).toHaveLength(listed.length)
  // A label missing from the locale would show its lookup key instead.
  expect(labels.filter((label) => !label || label.includes('details.'))).toEqual([])
  expect(new Set(labels).size).toBe(listed.length)
})

it('shows a field named like a member every object has', () => {
  renderFields(JSON.parse('{"constructor": "c", "toString": "t", "__proto__": "p"}'))
  expect(valueOf('Constructor')).toHaveTextContent(/^c$/)
  expect(valueOf('To string')).toHaveTextContent(/^t$/)
  expect(valueOf('Proto')).toHaveTextContent(/^p$/)
})

describe.each([
  ['a known field', 'first_name', 'First name'],
  ['an unknown field', 'nickname', 'Nickname'],
])('%s of an unexpected type', (_, key, label) => {
  const show = (value: unknown) => renderFields({ [key]: value, username: 'ana' })

  it('shows an object as its fields', () => {
    show({ given: 'Ana', family: { maiden: 'Lima' } })
    expect(valueOf(label)).toContainElement(screen.getByText('Given', { selector: 'dt' }))
    expect(valueOf('Given')).toHaveTextContent(/^Ana$/)
    expect(valueOf('Maiden')).toHaveTextContent(/^Lima$/)
  })

  it('shows an array as its items', () => {
    show(['Ana', 7, null])
    const items = [...valueOf(label)!.querySelectorAll('li')].map((item) => item.textContent)
    expect(items).toEqual(['Ana', '7', '—'])
  })

  it('shows null as a dash', () => {
    show(null)
    expect(valueOf(label)).toHaveTextContent(/^—$/)
  })

  it('shows a number where text is expected', () => {
    show(42)
    expect(valueOf(label)).toHaveTextContent(/^42$/)
  })

  it('shows a boolean as yes or no', () => {
    show(false)
    expect(valueOf(label)).toHaveTextContent(/^No$/)
  })

  it('cuts a 10,000-character string', () => {
    show('w'.repeat(10_000))
    expect(valueOf(label)!.textContent).toBe(`${'w'.repeat(displayLimits.characters)}…`)
    expect(valueOf('Username')).toHaveTextContent('ana')
  })
})
