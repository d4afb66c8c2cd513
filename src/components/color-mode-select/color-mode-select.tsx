import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import {
  chooseColorModePreference,
  colorModePreferences,
  currentColorModePreference,
  defaultColorModePreference,
  parseColorModePreference,
  subscribeToColorModePreference,
} from '../../lib/color-mode'

/**
 * Light, dark or system; a native select so every keyboard and screen reader knows it.
 * Uncontrolled: the browser keeps its value, the choice changes the page in the change handler
 * (src/lib/color-mode/color-mode-store.ts), and every select on the page (the mobile menu's and the
 * footer's) sets its own value when any of them changes. A change renders no React component, so
 * the key's paint waits for nothing but the page's new colours (docs/performance.md).
 */
export function ColorModeSelect() {
  const { t } = useTranslation('common')
  const id = useId()
  const selectRef = useRef<HTMLSelectElement>(null)

  // Before paint: the static HTML says dark, the default; the visitor's choice replaces it.
  useBrowserLayoutEffect(() => {
    const select = selectRef.current
    if (!select) return
    select.value = currentColorModePreference()
    return subscribeToColorModePreference((preference) => {
      if (select.value !== preference) select.value = preference
    })
  }, [])

  return (
    <div sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <label htmlFor={id}>{t('colorMode.label')}</label>
      <select
        ref={selectRef}
        id={id}
        defaultValue={defaultColorModePreference}
        onChange={(event) =>
          chooseColorModePreference(
            parseColorModePreference(event.target.value) ?? defaultColorModePreference,
          )
        }
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
