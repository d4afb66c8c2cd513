import { useTranslation } from 'react-i18next'
import type { ThemeUICSSObject } from 'theme-ui'
import type { LocalisedEntry } from '../../lib/content/localised-entries'
import type { FaqFrontmatter } from '../../lib/content/model/faq'
import { ContentHtml } from '../content-html/content-html'
import { proseStyles } from '../content-html/prose-styles'
import { ContentNote, OutdatedTranslationNote } from '../content-note'
import { ContextMenu } from '../ui/context-menu'
import { useToast } from '../ui/toast'

/**
 * One question as a native disclosure; its id is the stable anchor shared by every locale. Its
 * context menu (right-click, long-press, Shift+F10) copies a link to it.
 */
export function FaqQuestion({ entry }: { entry: LocalisedEntry<FaqFrontmatter> }) {
  const { t } = useTranslation('faq')
  const toast = useToast()
  const copyLink = () => {
    const url = new URL(`#${entry.frontmatter.id}`, window.location.href).href
    // Called straight from the menu's select handler: clipboard access needs that user gesture.
    navigator.clipboard
      .writeText(url)
      .then(() => toast.show(t('linkCopied'), { id: 'faq-link' }))
      .catch(() => toast.show(t('copyFailed'), { id: 'faq-link' }))
  }
  return (
    <ContextMenu
      data-faq-question={entry.frontmatter.id}
      label={t('actions.label')}
      items={[{ id: 'copy-link', label: t('actions.copyLink'), onSelect: copyLink }]}
    >
      <details id={entry.frontmatter.id}>
        <summary lang={entry.language}>
          <h3>{entry.frontmatter.question}</h3>
        </summary>
        <div data-faq-answer="">
          {entry.isFallback ? <ContentNote>{t('fallbackNote')}</ContentNote> : null}
          {entry.isOutdated ? <OutdatedTranslationNote /> : null}
          <div lang={entry.language}>
            <ContentHtml html={entry.html} styledBy="ancestor" />
          </div>
        </div>
      </details>
    </ContextMenu>
  )
}

/**
 * Every question's look, as rules of the section around the questions. Written on each question,
 * theme-ui resolved and emotion serialised the same styles (the answer's prose styles the largest)
 * once per question while the page hydrated: at ten times today's FAQ, 180 times, most of the
 * page's blocking time (docs/performance.md#the-faqs-largest-paint). The chevron is drawn by CSS.
 */
export const questionStyles: ThemeUICSSObject = {
  '& [data-faq-question] > details': { borderBottom: '1px solid', borderColor: 'border' },
  '& [data-faq-question] > details > summary': {
    display: 'flex',
    alignItems: 'center',
    gap: 2,
    py: 3,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': {
      content: '""',
      flexShrink: 0,
      boxSizing: 'content-box',
      width: '6px',
      height: '6px',
      mx: '2px',
      borderTop: '2px solid',
      borderRight: '2px solid',
      transform: 'rotate(45deg)',
    },
    '& > h3': { m: 0, fontSize: 3, fontWeight: 'medium' },
  },
  '& [data-faq-question] > details[open] > summary::before': {
    transform: 'translateY(-2px) rotate(135deg)',
  },
  '& [data-faq-answer]': { pb: 3, pl: 4 },
  '& [data-faq-answer] [data-prose]': proseStyles,
}
