import { useTranslation } from 'react-i18next'
import type { Consultant } from '../../features/auth'

/** `first_name` → "First name": the provider's field names, made readable. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function FieldValue({ value }: { value: unknown }) {
  const { t } = useTranslation('consultant')
  if (value === null || value === undefined || value === '') return <>{'—'}</>
  if (typeof value === 'boolean') return <>{value ? t('details.yes') : t('details.no')}</>
  if (Array.isArray(value)) {
    return (
      <ul sx={{ m: 0, pl: 3 }}>
        {value.map((item, index) => (
          <li key={index}>
            <FieldValue value={item} />
          </li>
        ))}
      </ul>
    )
  }
  if (typeof value === 'object') return <FieldList record={value as Record<string, unknown>} />
  return <>{String(value)}</>
}

function FieldList({ record }: { record: Record<string, unknown> }) {
  return (
    <dl
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: ['1fr', 'minmax(8rem, max-content) 1fr'],
        columnGap: 4,
        rowGap: 2,
      }}
    >
      {Object.entries(record).map(([key, value]) => (
        <div key={key} sx={{ display: 'contents' }}>
          <dt sx={{ color: 'mutedText' }}>{fieldLabel(key)}</dt>
          <dd sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <FieldValue value={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Every field of the consultant object, whatever the provider sends (SPEC §3 leaves them open). */
export function ConsultantFields({ consultant }: { consultant: Consultant }) {
  const { t } = useTranslation('consultant')
  const entries = Object.entries(consultant).filter(([key]) => key !== 'presence')
  if (entries.length === 0) return <p>{t('details.empty')}</p>
  return <FieldList record={Object.fromEntries(entries)} />
}
