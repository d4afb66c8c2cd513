import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Consultant } from '../auth'
import { cut, displayLimits, knownField } from './known-fields'

/** `first_name` → "First name": the provider's field names, made readable. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function FieldValue({ value, depth }: { value: unknown; depth: number }) {
  const { t } = useTranslation('consultant')
  if (value === null || value === undefined || value === '') return <>{'—'}</>
  if (typeof value === 'boolean') return <>{value ? t('details.yes') : t('details.no')}</>
  if (typeof value === 'object' && depth >= displayLimits.depth) return <>{'…'}</>
  if (Array.isArray(value)) {
    return (
      <ul sx={{ m: 0, pl: 3 }}>
        {value.slice(0, displayLimits.entries).map((item, index) => (
          <li key={index}>
            <FieldValue value={item} depth={depth + 1} />
          </li>
        ))}
        <More count={value.length - displayLimits.entries} as="li" />
      </ul>
    )
  }
  if (typeof value === 'object') {
    return <FieldList record={value as Record<string, unknown>} depth={depth + 1} />
  }
  return <>{cut(String(value))}</>
}

function More({ count, as: Element }: { count: number; as: 'li' | 'p' }) {
  const { t } = useTranslation('consultant')
  return count > 0 ? (
    <Element sx={{ color: 'mutedText' }}>{t('details.more', { count })}</Element>
  ) : null
}

interface Row {
  key: string
  label: string
  value: ReactNode
}

function Rows({ rows, total }: { rows: Row[]; total: number }) {
  return (
    <>
      <dl
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: ['1fr', 'minmax(8rem, max-content) 1fr'],
          columnGap: 4,
          rowGap: 2,
        }}
      >
        {rows.map(({ key, label, value }) => (
          <div key={key} sx={{ display: 'contents' }}>
            <dt sx={{ color: 'mutedText' }}>{label}</dt>
            <dd sx={{ m: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
      <More count={total - rows.length} as="p" />
    </>
  )
}

const unknownRow = (key: string, value: unknown, depth: number): Row => ({
  key,
  label: fieldLabel(key.slice(0, displayLimits.characters)),
  value: <FieldValue value={value} depth={depth} />,
})

function FieldList({ record, depth }: { record: Record<string, unknown>; depth: number }) {
  const entries = Object.entries(record)
  const rows = entries
    .slice(0, displayLimits.entries)
    .map(([key, value]) => unknownRow(key, value, depth))
  return <Rows rows={rows} total={entries.length} />
}

/**
 * Every field of the consultant object, whatever the provider sends (its fields are not fixed):
 * a known one with its translated label, any other labelled from its key. Only the top level is
 * the consultant's own: a `name` inside an address is not their name.
 */
export function ConsultantFields({ consultant }: { consultant: Consultant }) {
  const { t } = useTranslation('consultant')
  const entries = Object.entries(consultant).filter(([key]) => knownField(key)?.listed !== false)
  if (entries.length === 0) return <p>{t('details.empty')}</p>
  const rows = entries.slice(0, displayLimits.entries).map(([key, value]): Row => {
    const field = knownField(key)
    if (!field) return unknownRow(key, value, 0)
    // A value the field does not hold (a number for a name, an object) still shows, as any would.
    const shown = field.read(value) ?? <FieldValue value={value} depth={0} />
    return { key, label: t(`details.fields.${key}`), value: shown }
  })
  return <Rows rows={rows} total={entries.length} />
}
