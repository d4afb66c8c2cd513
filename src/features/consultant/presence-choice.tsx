import { useTranslation } from 'react-i18next'
import { presences, type Presence } from '../../components/ui/persona'

/** The consultant's own status, as a radio group (keyboard: arrows move and choose). */
export function PresenceChoice({
  value,
  onChange,
}: {
  value: Presence
  onChange: (presence: Presence) => void
}) {
  const { t } = useTranslation('consultant')
  return (
    <fieldset
      sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', p: 3, m: 0 }}
    >
      <legend sx={{ px: 1, fontWeight: 'medium' }}>{t('presence.label')}</legend>
      <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {presences.map((presence) => (
          <label
            key={presence}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, cursor: 'pointer' }}
          >
            <input
              type="radio"
              name="presence"
              value={presence}
              checked={value === presence}
              onChange={() => onChange(presence)}
            />
            {t(`presence.${presence}`)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
