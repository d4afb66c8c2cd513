import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ThemeUIStyleObject } from 'theme-ui'
import { useCapsLock } from './use-caps-lock'

const fieldStyles: ThemeUIStyleObject = {
  display: 'block',
  width: '100%',
  font: 'inherit',
  color: 'text',
  bg: 'background',
  border: '1px solid',
  borderColor: 'mutedText',
  borderRadius: 'default',
  px: 3,
  py: 2,
}

/**
 * The username and password fields, with the show/hide switch and the Caps Lock hint. A part of its
 * own, without props, so that the form's renders (submitting, the provider's answer) skip it: the
 * answer's error then paints after a render of the alert and the button only
 * (docs/performance.md#interactions). The fields are uncontrolled; the form reads them on
 * submit.
 */
export const CredentialFields = memo(function CredentialFields() {
  const { t } = useTranslation('login')
  const [showPassword, setShowPassword] = useState(false)
  const caps = useCapsLock()
  const ids = { username: useId(), password: useId(), caps: useId() }
  return (
    <>
      <div>
        <label htmlFor={ids.username} sx={{ display: 'block', mb: 1, fontWeight: 'medium' }}>
          {t('form.username')}
        </label>
        <input
          id={ids.username}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          sx={fieldStyles}
        />
      </div>
      <div>
        <label htmlFor={ids.password} sx={{ display: 'block', mb: 1, fontWeight: 'medium' }}>
          {t('form.password')}
        </label>
        <div sx={{ display: 'flex', gap: 2 }}>
          <input
            id={ids.password}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-describedby={caps.capsLock ? ids.caps : undefined}
            // Session recordings (Sentry Replay) never capture what is typed here.
            data-sentry-mask=""
            className="sentry-mask"
            onKeyDown={caps.onKeyDown}
            onKeyUp={caps.onKeyUp}
            sx={fieldStyles}
          />
          <button
            type="button"
            aria-controls={ids.password}
            onClick={() => setShowPassword((shown) => !shown)}
            sx={{ variant: 'buttons.ghost', whiteSpace: 'nowrap' }}
          >
            {showPassword ? t('form.hidePassword') : t('form.showPassword')}
          </button>
        </div>
        <p
          id={ids.caps}
          aria-live="polite"
          sx={{ fontSize: 1, color: 'warning', minHeight: '1.5em', m: 0, mt: 1 }}
        >
          {caps.capsLock ? t('form.capsLock') : ''}
        </p>
      </div>
    </>
  )
})
