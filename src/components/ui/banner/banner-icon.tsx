import type { BannerStatus } from './banner-status'

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
} as const

/** A shape per status, so the status does not rest on colour alone. Decorative: hidden from AT. */
export function BannerIcon({ status }: { status: BannerStatus }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      data-icon={status}
    >
      {status === 'warning' ? (
        <path d="M10 2.5 18.5 17h-17z" {...stroke} strokeLinejoin="round" />
      ) : (
        <circle cx="10" cy="10" r="8.25" {...stroke} />
      )}
      {status === 'info' ? <path d="M10 9v5M10 6.1v.1" {...stroke} /> : null}
      {status === 'success' ? <path d="m6.5 10.25 2.5 2.5 4.5-5" {...stroke} /> : null}
      {status === 'warning' ? <path d="M10 7.5v4M10 14.1v.1" {...stroke} /> : null}
      {status === 'error' ? <path d="m7 7 6 6M13 7l-6 6" {...stroke} /> : null}
    </svg>
  )
}

/** The close cross, drawn in the text colour. */
export function CloseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
