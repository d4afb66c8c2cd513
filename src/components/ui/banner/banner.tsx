import { forwardRef, isValidElement, useEffect, type HTMLAttributes, type ReactNode } from 'react'
import { warnInDevelopment } from '../dev-warning'
import { BannerIcon, CloseIcon } from './banner-icon'
import { slideMotion, useAppeared } from '../slide-motion'
import { bannerRole, isBannerStatus, type BannerStatus } from './banner-status'
import { bannerSurface } from './banner-surface'
import { useBannerClose } from './use-banner-close'

/** Drops in from just above, lifts out. */
const bannerMotion = slideMotion('-0.25rem')

/** A plain link the banner renders itself. For a Gatsby `<Link>`, pass the element instead. */
export interface BannerLinkTarget {
  label: ReactNode
  href: string
}

type Closable =
  | {
      /**
       * Called once the exit animation has finished (at once under reduced motion): remove the
       * banner from the tree then. The banner hides itself meanwhile.
       */
      onClose: () => void
      /** Accessible name of the close button. Callers pass translated text: the kit holds no copy. */
      closeLabel: string
    }
  | { onClose?: undefined; closeLabel?: undefined }

export type BannerProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> &
  Closable & {
    /** Unknown values fall back to 'info' with a development warning. */
    status?: BannerStatus
    title?: ReactNode
    /** `{ label, href }` for a plain link, or an element (e.g. a Gatsby `<Link>`). */
    link?: BannerLinkTarget | ReactNode
    /** A slot for a button or button-styled link. */
    action?: ReactNode
    /** false leaves the status icon out, where a narrow notice needs the width for its text. */
    icon?: boolean
  }

function isLinkTarget(link: BannerLinkTarget | ReactNode): link is BannerLinkTarget {
  return typeof link === 'object' && link !== null && !isValidElement(link) && 'href' in link
}

/**
 * Page-level notice. Warnings and errors interrupt (`role="alert"`), info and success are polite
 * (`role="status"`). Enters (when it appears after the page's first render) and exits in 0.2 s.
 * Extra props (`id`, `tabIndex`, `aria-label`) reach the root, so a caller can focus it, as the
 * login form does with its error.
 */
export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner(
  {
    status: requested = 'info',
    title,
    link,
    action,
    icon = true,
    onClose,
    closeLabel,
    children,
    ...rest
  },
  ref,
) {
  const status: BannerStatus = isBannerStatus(requested) ? requested : 'info'
  const { phase, requestClose } = useBannerClose(onClose)
  const appeared = useAppeared()

  useEffect(() => {
    if (!isBannerStatus(requested)) {
      warnInDevelopment('Banner', `unknown status "${String(requested)}"; using "info"`)
    }
  }, [requested])
  useEffect(() => {
    if (onClose && !closeLabel) {
      warnInDevelopment('Banner', '`onClose` needs a `closeLabel`; the close button is left out')
    }
  }, [onClose, closeLabel])

  if (phase === 'closed') return null
  return (
    <div
      ref={ref}
      role={bannerRole(status)}
      data-status={status}
      data-state={phase}
      data-appear={appeared ? '' : undefined}
      {...rest}
      sx={{
        ...bannerSurface(status),
        flexWrap: 'wrap',
        ...bannerMotion,
        variant: `banners.${status}`,
      }}
    >
      {icon ? <BannerIcon status={status} /> : null}
      <div sx={{ flex: '1 1 16rem', minWidth: 0, '& p': { m: 0 } }}>
        {title ? <p sx={{ fontWeight: 'bold' }}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {link ? (
          <p sx={{ mt: 1, '& a': { color: 'link', fontWeight: 'medium' } }}>
            {isLinkTarget(link) ? <a href={link.href}>{link.label}</a> : link}
          </p>
        ) : null}
      </div>
      {action ? <div sx={{ flexShrink: 0, alignSelf: 'center' }}>{action}</div> : null}
      {onClose && closeLabel ? (
        <button
          type="button"
          aria-label={closeLabel}
          onClick={requestClose}
          sx={{ variant: 'buttons.ghost', flexShrink: 0, lineHeight: 1, px: 2, py: 2 }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  )
})
