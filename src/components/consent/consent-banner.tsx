import { useAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Global } from 'theme-ui'
import {
  consentApplies,
  consentDecidedAttribute,
  setConsent,
  useConsent,
  type Consent,
  type ConsentChoice,
} from '../../features/consent'
import { useElementHeight } from '../../hooks/use-element-height'
import { mainContentId } from '../skip-link/skip-link'
import { Banner } from '../ui/banner'
import { consentReviewAtom, privacyChoiceButtonId, privacyDetailsId } from './consent-review'

/** What the static HTML asks: no answer known there (it lives in the browser). */
const unknownConsent: Consent = { choice: null, globalPrivacyControl: false }

/**
 * Asks for consent to web analytics and session replay (LGPD/GDPR) until the visitor has chosen,
 * and again whenever they ask from the footer. The question is in the static HTML, fixed at the
 * bottom (it pushes nothing), so it paints with the page: rendered only after hydration it became
 * the largest and latest paint of text-light pages. For a visitor who has answered (or sends Global
 * Privacy Control) an inline script hides it before paint (consentDecidedScript), and after
 * hydration the stored answer decides. Under Global Privacy Control it only opens from the footer.
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

function ConsentBar({ consent, review, onDone }: ConsentBarProps) {
  const { t } = useTranslation('common')
  const barRef = useRef<HTMLElement>(null)
  const bannerRef = useRef<HTMLDivElement>(null)
  const height = useElementHeight(barRef)
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
    // it, or on to the main content, which follows the banner in the reading order.
    if (fromFooter) document.getElementById(privacyChoiceButtonId)?.focus()
    else document.getElementById(mainContentId)?.focus({ preventScroll: true })
  }
  const choose = (choice: ConsentChoice) => {
    setConsent(choice)
    close()
  }

  const { choice, globalPrivacyControl } = consent
  const current =
    choice === 'accepted'
      ? t('consent.currentAccepted')
      : choice === 'rejected'
        ? t('consent.currentRejected')
        : null
  // Native buttons: the page's font and no browser border, like the kit's button-styled links.
  const buttonStyle = { font: 'inherit', variant: 'buttons.primary', border: 'none', py: 1 }
  // Once a choice exists, the banner can also be closed keeping it; the first time, it is answered.
  const closable: Closable =
    choice === null ? {} : { onClose: close, closeLabel: t('consent.close') }
  return (
    <section
      ref={barRef}
      aria-label={t('consent.label')}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 15,
        px: 3,
        pb: 3,
        // Only the card takes clicks: the margin around it must not swallow clicks on the page.
        pointerEvents: 'none',
        [`html[${consentDecidedAttribute}] &`]: { display: 'none' },
        // Part of the first paint, so no fade-in: a fading banner would finish painting after the
        // bundles were requested and become the page's largest, latest paint.
        '& [data-status]': { animation: 'none' },
      }}
    >
      {/* Room below the footer so the end of the page can scroll clear of the banner, the same
          margin for focus scrolling, and the height for other bottom notices to stack above it. */}
      <Global
        styles={{
          html: { '--consent-bar-height': `${height}px`, scrollPaddingBottom: `${height}px` },
          body: { paddingBottom: `${height}px` },
        }}
      />
      <Banner
        ref={bannerRef}
        tabIndex={-1}
        status="info"
        title={t('consent.title')}
        link={<a href={`#${privacyDetailsId}`}>{t('consent.details')}</a>}
        action={
          globalPrivacyControl ? undefined : (
            <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {/* Equal weight for both answers: refusing is as easy as accepting. */}
              <button type="button" onClick={() => choose('accepted')} sx={buttonStyle}>
                {t('consent.accept')}
              </button>
              <button type="button" onClick={() => choose('rejected')} sx={buttonStyle}>
                {t('consent.reject')}
              </button>
            </div>
          )
        }
        {...closable}
        sx={{ maxWidth: 'container', mx: 'auto', boxShadow: 'header', pointerEvents: 'auto' }}
      >
        <p>
          {globalPrivacyControl ? t('consent.globalPrivacyControl') : t('consent.description')}
          {current && !globalPrivacyControl ? (
            <span sx={{ display: 'block', mt: 1 }}>{current}</span>
          ) : null}
        </p>
      </Banner>
    </section>
  )
}
