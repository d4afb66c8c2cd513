import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { languageFlags, languageNames, type Language } from '../../i18n/languages'
import { Flag } from './flag'
import { LanguageLinks } from './language-links'

export interface LanguageMenuProps {
  language: Language
  originalPath: string
}

/** Disclosure button with the current language; the list closes on Escape, outside click and choice. */
export function LanguageMenu({ language, originalPath }: LanguageMenuProps) {
  const { t } = useTranslation('common')
  const [open, setOpen] = useState(false)
  const listId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    // Clicking or tabbing anywhere outside closes the list.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div ref={rootRef} sx={{ position: 'relative' }}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        // The name starts with the code the button shows, so a speech-input user can say what they see.
        aria-label={t('language.label', { code: language, language: languageNames[language] })}
        onClick={() => setOpen((value) => !value)}
        sx={{ variant: 'buttons.ghost', display: 'inline-flex', alignItems: 'center', gap: 2 }}
      >
        <Flag country={languageFlags[language]} />
        <span>{language}</span>
      </button>
      <div
        id={listId}
        hidden={!open}
        sx={{
          position: 'absolute',
          right: 0,
          top: '100%',
          mt: 1,
          minWidth: 220,
          bg: 'background',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'default',
          boxShadow: 'header',
          py: 1,
          zIndex: 20,
        }}
      >
        {/* Rendered once opened (opening needs JavaScript anyway): the page's HTML stays small. */}
        {open && (
          <LanguageLinks
            current={language}
            originalPath={originalPath}
            onChoose={() => {
              // The list goes; focus goes back to its button rather than to the page's start.
              setOpen(false)
              buttonRef.current?.focus()
            }}
          />
        )}
      </div>
    </div>
  )
}
