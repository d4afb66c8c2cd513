import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react'
import { useTranslation } from 'react-i18next'
import { IsolatedSection } from '../../features/crash'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import { afterNextPaint } from '../../lib/after-next-paint'
import { reloadPage } from '../../lib/navigation'
import { servedPart, servedThenFetched } from '../../lib/served-html'
import { SearchInput } from '../ui/search-input'
import { SimplePage } from '../ui/page-section/simple-page'
import type { FaqEntry } from './faq-entry'
import type { FaqGroupsProps } from './faq-groups'
import { FaqQuestionActions } from './faq-question-actions'
import { createQuestionSearch } from './filter-questions'
import { questionIdOf } from './question-target'
import { openHashTarget, useOpenFromHash } from './use-open-from-hash'

export type { FaqEntry } from './faq-entry'

type FaqGroupsModule = typeof import('./faq-groups')

/** How the browser finds the questions as the server wrote them. */
const questionsPart = 'faq-questions'

/**
 * The questions are native disclosures with static answers: they work as the server wrote them.
 * On that page their HTML is kept as served and never hydrated (src/lib/served-html.tsx): their
 * code (the markup, the answers' prose styles: 3 KiB) is fetched only for a FAQ drawn in the
 * browser, and React holds no fibers for them, so a tap on one dispatches through less. The
 * search shows and hides them through the DOM either way. `BUILD_STAGE` is a constant webpack
 * inlines, so the `require` is not even parsed for the browser's bundles.
 */
const FaqQuestionList: ComponentType<FaqGroupsProps> = memo(
  process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html'
    ? servedPart(
        questionsPart,
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
        (require('./faq-groups') as FaqGroupsModule).FaqGroups,
      )
    : servedThenFetched(
        questionsPart,
        () =>
          import(/* webpackChunkName: "faq-questions" */ './faq-groups').then(
            (module) => module.FaqGroups,
          ),
        // A FAQ without its questions is no FAQ: load the address in full, which serves them
        // (as Gatsby does when a page's own code cannot be fetched).
        reloadPage,
      ),
)

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
  // hydration's long task (blocking time that grows with the FAQ), and
  // not on the first key either, where it would hold back the keys typed after it.
  useEffect(() => afterNextPaint(search.prepare), [search])
  const matches = useMemo(() => {
    const found = search(query)
    return found && new Set(found.map(({ id }) => id))
  }, [search, query])
  const matchesRef = useRef(matches)
  useBrowserLayoutEffect(() => {
    matchesRef.current = matches
    if (listRef.current) showOnly(listRef.current, matches)
  }, [matches])
  // Questions drawn in the browser arrive after the search field: what was typed meanwhile, and
  // the question the address names, apply to them as they appear.
  const onQuestionsShown = useCallback(() => {
    if (listRef.current) showOnly(listRef.current, matchesRef.current)
    openHashTarget()
  }, [])

  return (
    <>
      <div role="search" sx={{ maxWidth: 'prose', mt: 4 }}>
        <SearchInput
          id="faq-search"
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
          <FaqQuestionList entries={entries} onShown={onQuestionsShown} />
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
      const show = matches === null || matches.has(questionIdOf(question))
      if (question.hidden === show) question.hidden = !show
      if (show) shown += 1
    }
    if (section.hidden === shown > 0) section.hidden = shown === 0
  }
}
