import type { ReactNode } from 'react'
import type { ThemeUICSSObject } from 'theme-ui'
import type { LocalisedEntry } from '../../lib/content/localised-entries'
import type { FaqFrontmatter } from '../../lib/content/model/faq'
import { ContentHtml } from '../content-html/content-html'
import { proseStylesFor } from '../content-html/prose-styles-for'
import { ContentNote, OutdatedTranslationNote } from '../content-note'
import { PhraseText } from '../ui/phrase-text'
import { questionAttribute } from './question-target'

export interface FaqQuestionProps {
  entry: LocalisedEntry<FaqFrontmatter>
  /** Shown above an answer still in pt-BR (translated text: one lookup for every question). */
  fallbackNote: ReactNode
}

/**
 * One question as a native disclosure; its id is the stable anchor shared by every locale. Plain
 * elements without hooks or listeners: opening it is the browser's `<details>` toggle alone, and
 * its context menu is the one `FaqQuestionActions` above every question.
 */
export function FaqQuestion({ entry, fallbackNote }: FaqQuestionProps) {
  // Only an answer still in pt-BR differs from the page's language; the page's needs no mark.
  const lang = entry.isFallback ? entry.language : undefined
  return (
    <div {...{ [questionAttribute]: '' }}>
      <details id={entry.frontmatter.id}>
        <summary lang={lang}>
          <h3>
            <PhraseText text={entry.frontmatter.question} breaks={entry.headingBreaks} />
          </h3>
        </summary>
        {/* The answer: its prose element itself, or that with a note above it. One wrapper less in
            each question is bytes of every question in the page's first response. */}
        {entry.isFallback || entry.isOutdated ? (
          <div>
            {entry.isFallback ? <ContentNote>{fallbackNote}</ContentNote> : null}
            {entry.isOutdated ? <OutdatedTranslationNote /> : null}
            <ContentHtml html={entry.html} lang={lang} styledBy="ancestor" />
          </div>
        ) : (
          <ContentHtml html={entry.html} styledBy="ancestor" />
        )}
      </details>
    </div>
  )
}

/**
 * Every question's look, as rules of the section around the questions, with the prose styles of
 * the editor components the answers use (`answersHtml`). Written on each question, theme-ui
 * resolved and emotion serialised the same styles (the answer's prose styles the largest) once
 * per question while the page hydrated: at ten times today's FAQ, 180 times, most of the page's
 * blocking time (docs/performance.md#the-faqs-largest-paint). The chevron is drawn by CSS. The
 * section holds its heading and the questions only, and answers have no disclosures of their own
 * (the editor components: content-html/editor/), so the selectors name no more than they must:
 * every byte of each rule is in the page's first response.
 */
export const questionStylesFor = (answersHtml: readonly string[]): ThemeUICSSObject => ({
  // The long press opens our menu: no iOS callout, and no text selection on touch screens.
  '& [data-faq-question]': {
    WebkitTouchCallout: 'none',
    '@media (hover: none) and (pointer: coarse)': { userSelect: 'none', WebkitUserSelect: 'none' },
  },
  '& details': { borderBottom: '1px solid', borderColor: 'border' },
  '& summary': {
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
  '& [open] > summary::before': {
    transform: 'translateY(-2px) rotate(135deg)',
  },
  // The answer: the disclosure's one element after its summary (no attribute: bytes of each).
  '& details > div': { pb: 3, pl: 4 },
  '& [data-prose]': proseStylesFor(answersHtml),
})
