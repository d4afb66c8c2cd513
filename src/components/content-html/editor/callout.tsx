import type { ReactNode } from 'react'

import { BannerIcon } from '../../ui/banner'
import type { CalloutStatus } from './editor-rules'

/**
 * A note set apart from the copy, with the kit banner's look (the prose styles give it). Static
 * copy, so no live-region role: the status is told by the icon's shape, the accent and a hidden
 * word for screen readers.
 */
export function Callout({
  status,
  label,
  children,
}: {
  status: CalloutStatus
  label: string
  children?: ReactNode
}) {
  return (
    <div className="callout" data-status={status}>
      <BannerIcon status={status} />
      <div className="callout-body">
        <span className="callout-label">{label}</span>
        {children}
      </div>
    </div>
  )
}
