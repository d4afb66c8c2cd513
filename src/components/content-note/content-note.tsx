import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface ContentNoteProps {
  children: ReactNode
  className?: string
}

/**
 * A short note on an editor's text about its language: shown in pt-BR while untranslated, or
 * translated from an older pt-BR text. Written in the page's language, so it inherits `<html
 * lang>` (the text it is about may carry another). Rendered at build time: plain static HTML.
 */
export function ContentNote({ children, className }: ContentNoteProps) {
  return (
    <p className={className} sx={{ fontSize: 1, color: 'mutedText', mt: 0 }}>
      {children}
    </p>
  )
}

/**
 * On a translation made from an older pt-BR text than today's (src/lib/content/freshness.ts),
 * until it is translated again and stamped.
 */
export function OutdatedTranslationNote({ className }: { className?: string }) {
  const { t } = useTranslation('common')
  return (
    <ContentNote className={className}>
      <span data-translation-note="outdated">{t('translation.outdatedNote')}</span>
    </ContentNote>
  )
}
