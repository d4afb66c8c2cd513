import { useTranslation } from 'react-i18next'
import type { Consultant } from '../auth'

/** `first_name` → "First name": the provider's field names, made readable. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * What a provider could send is open, so what is shown is bounded: nesting, entries per level and
 * the length of a value. A 50-level or megabyte object renders its first part, never a crash or a
 * frozen tab.
 */
export const displayLimits = { depth: 5, entries: 40, characters: 300 }

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
  const text = String(value)
  return (
    <>
      {text.length > displayLimits.characters
        ? `${text.slice(0, displayLimits.characters)}…`
        : text}
    </>
  )
}

function More({ count, as: Element }: { count: number; as: 'li' | 'p' }) {
  const { t } = useTranslation('consultant')
  return count > 0 ? (
    <Element sx={{ color: 'mutedText' }}>{t('details.more', { count })}</Element>
  ) : null
}

function FieldList({ record, depth }: { record: Record<string, unknown>; depth: number }) {
  const entries = Object.entries(record)
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
        {entries.slice(0, displayLimits.entries).map(([key, value]) => (
          <div key={key} sx={{ display: 'contents' }}>
            <dt sx={{ color: 'mutedText' }}>
              {fieldLabel(key.slice(0, displayLimits.characters))}
            </dt>
            <dd sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <FieldValue value={value} depth={depth} />
            </dd>
          </div>
        ))}
      </dl>
      <More count={entries.length - displayLimits.entries} as="p" />
    </>
  )
}

/** Every field of the consultant object, whatever the provider sends (its fields are not fixed). */
export function ConsultantFields({ consultant }: { consultant: Consultant }) {
  const { t } = useTranslation('consultant')
  const entries = Object.entries(consultant).filter(([key]) => key !== 'presence')
  if (entries.length === 0) return <p>{t('details.empty')}</p>
  return <FieldList record={Object.fromEntries(entries)} depth={0} />
}
