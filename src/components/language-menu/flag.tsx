import type { ReactElement } from 'react'
import type { FlagCountry } from '../../i18n/languages'

/*
 * Flags are drawn here because emoji flags do not render on Windows. National colours are part of
 * the picture, not of the theme, so they are the one place with literal colours.
 */
const drawings: Record<FlagCountry, ReactElement> = {
  br: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.5 27.5 10 15 17.5 2.5 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#da291c" />
      <rect width="12" height="20" fill="#046a38" />
      <circle cx="12" cy="10" r="4" fill="#ffcc00" />
    </>
  ),
  gb: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.4" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002654" />
      <rect x="20" width="10" height="20" fill="#ce1126" />
    </>
  ),
  it: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#009246" />
      <rect x="20" width="10" height="20" fill="#ce2b37" />
    </>
  ),
  jp: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  ),
}

/** A small decorative flag; the language name next to it carries the meaning. */
export function Flag({ country }: { country: FlagCountry }) {
  return (
    <svg
      width="21"
      height="14"
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      data-flag={country}
      sx={{ flexShrink: 0, borderRadius: 2, boxShadow: '0 0 0 1px rgba(127, 127, 127, 0.5)' }}
    >
      {drawings[country]}
    </svg>
  )
}
