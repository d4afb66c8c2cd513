import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { faqCategories, type FaqFrontmatter } from '../../lib/content/model/faq'
import type { LocalisedEntry } from '../../lib/content/localised-entries'
import { IsolatedSection } from '../../features/crash'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import { afterNextPaint } from '../../lib/after-next-paint'
import { whenIdle } from '../../lib/when-idle'
import { SearchInput } from '../ui/search-input'
import { SimplePage } from '../ui/page-section/simple-page'
import { FaqQuestion, questionStyles } from './faq-question'
import { FaqQuestionActions } from './faq-question-actions'
import { createQuestionSearch } from './filter-questions'
import { useOpenFromHash } from './use-open-from-hash'
import { warmEventHandling } from './warm-event-handling'

export type FaqEntry = LocalisedEntry<FaqFrontmatter>

/** FAQ: questions grouped by category as disclosures, filtered as the visitor types. */
export function FaqView({ entries }: { entries: readonly FaqEntry[] }) {
  const { t } = useTranslation('faq')
  return (
    <SimplePage heading={t('heading')} intro={t('intro')}>
      <IsolatedSection name="faq">
        <FaqBrowser entries={entries} />
      </IsolatedSection>
    </SimplePage>
  )
}

/**
 * The search and the questions it filters: one section, since they share the query. A keystroke
 * re-renders the field and the count only: the questions are rendered once and a search shows
 * or hides them through their `hidden` attribute, so its cost hardly grows with the FAQ. The
 * field keeps its own text, so a key re-renders only the field and paints at once; the filter
 * follows as a transition (startTransition), after that paint and dropped for a key typed before
 * it ran, so a long FAQ never holds a key back.
 */
function FaqBrowser({ entries }: { entries: readonly FaqEntry[] }) {
  const { t } = useTranslation('faq')
  const [query, setQuery] = useState('')
  const listRef = useRef<HTMLDivElement>(null)
  useOpenFromHash()
  // Before the first touch or click, while nothing else runs (warm-event-handling.ts).
  useEffect(() => whenIdle(() => listRef.current && warmEventHandling(listRef.current)), [])

  const search = useMemo(
    () =>
      createQuestionSearch(
        entries.map((entry) => ({
          id: entry.frontmatter.id,
          question: entry.frontmatter.question,
          answerText: entry.text,
        })),
      ),
    [entries],
  )
  // The index is built in a task of its own once the page has painted after hydration: not in
  // hydration's long task (at ten times today's FAQ, 20 ms of a slowed phone's blocking time), and
  // not on the first key either, where it would hold back the keys typed after it.
  useEffect(() => afterNextPaint(search.prepare), [search])
  const matches = useMemo(() => {
    const found = search(query)
    return found && new Set(found.map(({ id }) => id))
  }, [search, query])
  useBrowserLayoutEffect(() => {
    if (listRef.current) showOnly(listRef.current, matches)
  }, [matches])

  return (
    <>
      <div role="search" sx={{ maxWidth: 'prose', mt: 4 }}>
        <SearchInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          resetLabel={t('search.reset')}
          onChange={(next) => startTransition(() => setQuery(next))}
        />
      </div>
      <p role="status" sx={{ color: 'mutedText', mt: 2 }}>
        {matches === null
          ? t('search.total', { count: entries.length })
          : t('search.matches', { count: matches.size })}
      </p>
      {matches?.size === 0 ? (
        <p sx={{ fontSize: 3, mt: 4, overflowWrap: 'anywhere' }}>
          {t('search.empty', { query: query.trim() })}
        </p>
      ) : null}
      <div ref={listRef}>
        <FaqQuestionActions>
          <FaqGroups entries={entries} />
        </FaqQuestionActions>
      </div>
    </>
  )
}

/** Shows the questions whose id is in `matches` (all for null), and the categories holding one. */
function showOnly(list: HTMLElement, matches: ReadonlySet<string> | null): void {
  for (const section of list.querySelectorAll<HTMLElement>('[data-faq-category]')) {
    let shown = 0
    for (const question of section.querySelectorAll<HTMLElement>('[data-faq-question]')) {
      const show = matches === null || matches.has(question.dataset.faqQuestion ?? '')
      if (question.hidden === show) question.hidden = !show
      if (show) shown += 1
    }
    if (section.hidden === shown > 0) section.hidden = shown === 0
  }
}

/** Every question, by category: rendered again only when the entries change, never per query. */
const FaqGroups = memo(function FaqGroups({ entries }: { entries: readonly FaqEntry[] }) {
  const { t } = useTranslation('faq')
  const fallbackNote = t('fallbackNote')
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
      sx={{ mt: 5, maxWidth: 'prose', ...questionStyles }}
    >
      <h2 id={`faq-category-${category}`} sx={{ variant: 'text.heading', fontSize: 5 }}>
        {t(`categories.${category}`)}
      </h2>
      {categoryEntries.map((entry) => (
        <FaqQuestion key={entry.slug} entry={entry} fallbackNote={fallbackNote} />
      ))}
    </section>
  ))
})
