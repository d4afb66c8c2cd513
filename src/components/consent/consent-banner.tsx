import { useAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  consentApplies,
  consentDecidedAttribute,
  setConsent,
  useConsent,
  type Consent,
  type ConsentChoice,
} from '../../features/consent'
import { afterNextPaint } from '../../lib/after-next-paint'
import { reducedMotionQuery, useMediaQuery } from '../../hooks/use-media-query'
import { mainContentId } from '../skip-link/skip-link'
import { Banner } from '../ui/banner'
import { clampLines, disclosureSummary } from '../ui/disclosure'
import { consentReviewAtom, privacyChoiceButtonId, privacyDetailsId } from './consent-review'
import { isLeaving, closeNoticeThen } from './close-notice-then'

/** What the static HTML asks: no answer known there (it lives in the browser). */
const unknownConsent: Consent = { choice: null, globalPrivacyControl: false }

/**
 * Asks for consent to web analytics and session replay (LGPD/GDPR) until the visitor has chosen,
 * and again whenever they ask from the footer (docs/product.md#consent). It is one of the notices
 * at the top of the page (docs/product.md#notices), in the static HTML so it paints with the page:
 * rendered only after hydration it became the largest and latest paint of text-light pages. For a
 * visitor who has answered (or sends Global Privacy Control) an inline script marks <html> before
 * paint (consentDecidedScript) and the notices' stylesheet hides it; after hydration the stored
 * answer decides. Under Global Privacy Control it only opens from the footer.
 */
export function ConsentBanner() {
  const consent = useConsent()
  const [review, setReview] = useAtom(consentReviewAtom)
  // A new bar for a review asked for while the last one was leaving (ConsentBar's onAskedAgain).
  const [generation, setGeneration] = useState(0)
  // Once the browser's answer is known, React decides; the pre-paint marker would hide a review.
  useEffect(() => {
    if (consent !== null) document.documentElement.removeAttribute(consentDecidedAttribute)
  }, [consent, review])
  if (!consentApplies()) return null
  if (consent !== null && consent.choice !== null && review === 0) return null
  return (
    <ConsentBar
      key={generation}
      consent={consent ?? unknownConsent}
      review={review}
      onDone={() => setReview(0)}
      onAskedAgain={() => setGeneration((count) => count + 1)}
    />
  )
}

type Closable = { onClose: () => void; closeLabel: string } | { onClose?: undefined }

interface ConsentBarProps {
  consent: Consent
  /** How often the footer asked to review (0: the banner is asking on its own). */
  review: number
  onDone: () => void
  /** The footer asked for a review while this bar was leaving: it has left, a new one comes. */
  onAskedAgain: () => void
}

// The bar's own size and line height (the theme's button styles give the font family and no
// border).
const answerStyle = { font: 'inherit', variant: 'buttons.primary', py: 1 }
const detailsSummaryStyle = {
  ...disclosureSummary,
  color: 'link',
  py: 1,
  textDecoration: 'underline',
}

function ConsentBar({ consent, review, onDone, onAskedAgain }: ConsentBarProps) {
  const { t } = useTranslation('common')
  const barRef = useRef<HTMLElement>(null)
  const bannerRef = useRef<HTMLDivElement>(null)
  const reducedMotion = useMediaQuery(reducedMotionQuery)
  const fromFooter = review > 0
  // Set when the footer asks for a review during this bar's exit (an answer's or the close
  // button's): the leaving bar is inert and cannot take focus, and its end must not undo the
  // request, so once it has left a new bar takes its place and focus.
  const askedAgain = useRef(false)

  // Opened from the footer, far below in the page: focus moves to the banner so keyboard and
  // screen-reader users land in it.
  useEffect(() => {
    if (review === 0) return
    if (isLeaving(bannerRef.current)) askedAgain.current = true
    else bannerRef.current?.focus()
  }, [review])
  const left = () => (askedAgain.current ? onAskedAgain() : onDone())

  // Focus must not fall to <body> when the banner goes: back to the footer control that opened it,
  // or on to the main content, which follows the notices in the reading order.
  const moveFocusOut = () => {
    if (!barRef.current?.contains(document.activeElement)) return
    if (fromFooter) document.getElementById(privacyChoiceButtonId)?.focus()
    else document.getElementById(mainContentId)?.focus({ preventScroll: true })
  }
  // The close button of a review, once the kit's banner has made its own exit.
  const close = () => {
    moveFocusOut()
    left()
  }
  const choose = (choice: ConsentChoice) => {
    const banner = bannerRef.current
    // A second answer while it leaves changes nothing; focus still in the bar (the answer's own
    // frame, before the bar becomes inert) goes on to the page.
    if (isLeaving(banner)) {
      moveFocusOut()
      return
    }
    // Applies at once, stored after the paint. The answer's paint shows the bar leaving and
    // nothing more (focus moves on after it, see closeNoticeThen); once it has left, the mark the
    // notices' stylesheet reads hides it and the next notice shows in its place, and after that
    // paint the store's subscribers (this banner, analytics, session replay) re-render
    // (docs/performance.md#interactions). The effect above removes the mark once they
    // have.
    setConsent(choice, new Date(), {
      writeAfterPaint: true,
      schedule: (notify) =>
        closeNoticeThen(banner, reducedMotion, moveFocusOut, () => {
          if (!askedAgain.current) {
            document.documentElement.setAttribute(consentDecidedAttribute, '')
          }
          left()
          afterNextPaint(notify)
        }),
    })
  }

  const { choice, globalPrivacyControl } = consent
  const current =
    choice === 'accepted'
      ? t('consent.currentAccepted')
      : choice === 'rejected'
        ? t('consent.currentRejected')
        : null
  // Once a choice exists, the banner can also be closed keeping it; the first time, it is answered.
  const closable: Closable =
    choice === null ? {} : { onClose: close, closeLabel: t('consent.close') }
  return (
    <section
      ref={barRef}
      aria-label={t('consent.label')}
      data-notice="consent"
      data-review={fromFooter ? '' : undefined}
      sx={{
        // Part of the first paint, so no fade-in: a fading banner would finish painting after the
        // bundles were requested and become the page's largest, latest paint. It does leave.
        '& [data-status]:not([data-state="closing"])': { animation: 'none' },
        // Without motion an answered bar is hidden at once; the next notice comes a frame later.
        '@media (prefers-reduced-motion: reduce)': {
          '& [data-state="closing"]': { visibility: 'hidden' },
        },
      }}
    >
      <Banner ref={bannerRef} tabIndex={-1} icon={false} {...closable}>
        {/* Three lines at most: the explanation is one activation away, below. */}
        <p
          sx={
            fromFooter
              ? undefined
              : { ...clampLines(3), '[data-notice]:has(details[open]) &': { display: 'block' } }
          }
        >
          {globalPrivacyControl ? t('consent.globalPrivacyControl') : t('consent.summary')}
        </p>
        {current && !globalPrivacyControl ? <p>{current}</p> : null}
        <div
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            mt: 2,
            // Opened, the details take the line below the answers, which stay where they were.
            '& > details[open]': { flexBasis: '100%' },
          }}
        >
          {globalPrivacyControl ? null : (
            <>
              {/* Equal weight for both answers: refusing is as easy as accepting. */}
              <button type="button" onClick={() => choose('accepted')} sx={answerStyle}>
                {t('consent.accept')}
              </button>
              <button type="button" onClick={() => choose('rejected')} sx={answerStyle}>
                {t('consent.reject')}
              </button>
            </>
          )}
          <details>
            <summary sx={detailsSummaryStyle}>{t('consent.more')}</summary>
            <div sx={{ mt: 1, '& p + p': { mt: 1 } }}>
              <p>{t('consent.description')}</p>
              <p>
                <a href={`#${privacyDetailsId}`} sx={{ color: 'link' }}>
                  {t('consent.details')}
                </a>
              </p>
            </div>
          </details>
        </div>
      </Banner>
    </section>
  )
}
