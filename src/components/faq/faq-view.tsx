import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { faqCategories, type FaqFrontmatter } from '../../lib/content/model/faq'
import type { LocalisedEntry } from '../../lib/content/localised-entries'
import { IsolatedSection } from '../../features/crash'
import { SearchInput } from '../ui/search-input'
import { SimplePage } from '../ui/page-section/simple-page'
import { FaqQuestion } from './faq-question'
import { filterQuestions } from './filter-questions'
import { useOpenFromHash } from './use-open-from-hash'

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

/** The search and the questions it filters: one section, since they share the query. */
function FaqBrowser({ entries }: { entries: readonly FaqEntry[] }) {
  const { t } = useTranslation('faq')
  const [query, setQuery] = useState('')
  useOpenFromHash()

  const searchable = useMemo(
    () =>
      entries.map((entry) => ({
        entry,
        question: entry.frontmatter.question,
        answerText: entry.text,
      })),
    [entries],
  )
  const visible = filterQuestions(searchable, query).map(({ entry }) => entry)
  const groups = faqCategories
    .map((category) => ({
      category,
      entries: visible
        .filter((entry) => entry.frontmatter.category === category)
        .sort((a, b) => a.frontmatter.order - b.frontmatter.order),
    }))
    .filter((group) => group.entries.length > 0)

  return (
    <>
      <div role="search" sx={{ maxWidth: 'prose', mt: 4 }}>
        <SearchInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          resetLabel={t('search.reset')}
          value={query}
          onChange={setQuery}
        />
      </div>
      <p role="status" sx={{ color: 'mutedText', mt: 2 }}>
        {query.trim() === ''
          ? t('search.total', { count: entries.length })
          : t('search.matches', { count: visible.length })}
      </p>
      {groups.length === 0 ? (
        <p sx={{ fontSize: 3, mt: 4 }}>{t('search.empty', { query: query.trim() })}</p>
      ) : (
        groups.map(({ category, entries: categoryEntries }) => (
          <section
            key={category}
            aria-labelledby={`faq-category-${category}`}
            sx={{ mt: 5, maxWidth: 'prose' }}
          >
            <h2 id={`faq-category-${category}`} sx={{ variant: 'text.heading', fontSize: 5 }}>
              {t(`categories.${category}`)}
            </h2>
            {categoryEntries.map((entry) => (
              <FaqQuestion key={entry.slug} entry={entry} />
            ))}
          </section>
        ))
      )}
    </>
  )
}
