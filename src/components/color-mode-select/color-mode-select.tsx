import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  colorModePreferences,
  useColorModePreference,
  type ColorModePreference,
} from '../../lib/color-mode'

/** Light, dark or system; a native select so every keyboard and screen reader knows it. */
export function ColorModeSelect() {
  const { t } = useTranslation('common')
  const { preference, setPreference } = useColorModePreference()
  const id = useId()
  return (
    <div sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <label htmlFor={id}>{t('colorMode.label')}</label>
      <select
        id={id}
        value={preference}
        onChange={(event) => setPreference(event.target.value as ColorModePreference)}
        sx={{
          bg: 'background',
          color: 'text',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'small',
          px: 2,
          py: 1,
          font: 'inherit',
        }}
      >
        {colorModePreferences.map((option) => (
          <option key={option} value={option}>
            {t(`colorMode.${option}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
