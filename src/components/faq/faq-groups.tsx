import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { faqCategories } from '../../lib/content/model/faq'
import { PhraseText } from '../ui/phrase-text'
import type { FaqEntry } from './faq-entry'
import { FaqQuestion, questionStylesFor } from './faq-question'

export interface FaqGroupsProps {
  entries: readonly FaqEntry[]
  /**
   * Called once the questions are in the page, when they were drawn in the browser (after a
   * client-side navigation): the search and the address's question apply to them then.
   */
  onShown?: () => void
}

/**
 * Every question, by category. On the page the server wrote, this is its HTML as served (see
 * faq-view.tsx): the browser never runs this code there.
 */
export function FaqGroups({ entries, onShown }: FaqGroupsProps) {
  const { t } = useTranslation('faq')
  useEffect(() => onShown?.(), [onShown])
  const fallbackNote = t('fallbackNote')
  const sectionStyles = useMemo(
    () => ({ mt: 5, maxWidth: 'prose', ...questionStylesFor(entries.map((entry) => entry.html)) }),
    [entries],
  )
  const groups = faqCategories
    .map((category) => ({
      category,
      entries: entries
        .filter((entry) => entry.frontmatter.category === category)
        .sort((a, b) => a.frontmatter.order - b.frontmatter.order),
    }))
    .filter((group) => group.entries.length > 0)
  return groups.map(({ category, entries: categoryEntries }) => (
    <section
      key={category}
      data-faq-category={category}
      aria-labelledby={`faq-category-${category}`}
      sx={sectionStyles}
    >
      <h2 id={`faq-category-${category}`} sx={{ variant: 'text.heading', fontSize: 5 }}>
        <PhraseText text={t(`categories.${category}`)} />
      </h2>
      {categoryEntries.map((entry) => (
        <FaqQuestion key={entry.slug} entry={entry} fallbackNote={fallbackNote} />
      ))}
    </section>
  ))
}
