import { useAtom } from 'jotai'
import { useEffect, useRef } from 'react'
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
import { mainContentId } from '../skip-link/skip-link'
import { Banner } from '../ui/banner'
import { clampLines, disclosureSummary } from '../ui/disclosure'
import { consentReviewAtom, privacyChoiceButtonId, privacyDetailsId } from './consent-review'

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
  // Once the browser's answer is known, React decides; the pre-paint marker would hide a review.
  useEffect(() => {
    if (consent !== null) document.documentElement.removeAttribute(consentDecidedAttribute)
  }, [consent])
  if (!consentApplies()) return null
  if (consent !== null && consent.choice !== null && review === 0) return null
  return (
    <ConsentBar consent={consent ?? unknownConsent} review={review} onDone={() => setReview(0)} />
  )
}

type Closable = { onClose: () => void; closeLabel: string } | { onClose?: undefined }

interface ConsentBarProps {
  consent: Consent
  /** How often the footer asked to review (0: the banner is asking on its own). */
  review: number
  onDone: () => void
}

// Native buttons: the page's font and no browser border, like the kit's button-styled links.
const answerStyle = { font: 'inherit', variant: 'buttons.primary', border: 'none', py: 1 }
const detailsSummaryStyle = {
  ...disclosureSummary,
  color: 'link',
  py: 1,
  textDecoration: 'underline',
}

function ConsentBar({ consent, review, onDone }: ConsentBarProps) {
  const { t } = useTranslation('common')
  const barRef = useRef<HTMLElement>(null)
  const bannerRef = useRef<HTMLDivElement>(null)
  const fromFooter = review > 0

  // Opened from the footer, far below in the page: focus moves to the banner so keyboard and
  // screen-reader users land in it.
  useEffect(() => {
    if (review > 0) bannerRef.current?.focus()
  }, [review])

  const close = () => {
    const focusWasInside = barRef.current?.contains(document.activeElement) ?? false
    onDone()
    if (!focusWasInside) return
    // Focus must not fall to <body> when the banner goes: back to the footer control that opened
    // it, or on to the main content, which follows the notices in the reading order.
    if (fromFooter) document.getElementById(privacyChoiceButtonId)?.focus()
    else document.getElementById(mainContentId)?.focus({ preventScroll: true })
  }
  const choose = (choice: ConsentChoice) => {
    // The bar goes at once, by the mark the notices' stylesheet hides it with, and the choice is
    // stored at once; the store's subscribers (this banner, analytics, session replay) re-render
    // after that paint, so the tap waits for none of them
    // (docs/performance.md#interactions-issue-26). The effect above removes the mark once they have.
    document.documentElement.setAttribute(consentDecidedAttribute, '')
    setConsent(choice, new Date(), afterNextPaint)
    close()
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
        // bundles were requested and become the page's largest, latest paint.
        '& [data-status]': { animation: 'none' },
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
