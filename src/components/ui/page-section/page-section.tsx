import type { ReactNode } from 'react'

export interface PageSectionProps {
  id?: string
  labelledBy?: string
  as?: 'section' | 'div'
  className?: string
  children: ReactNode
}

/** A full-width band of a page with its content in the centred container. */
export function PageSection({
  id,
  labelledBy,
  as: Tag = 'section',
  className,
  children,
}: PageSectionProps) {
  return (
    <Tag id={id} aria-labelledby={labelledBy} className={className}>
      <div sx={{ width: '100%', maxWidth: 'container', mx: 'auto', px: 3 }}>{children}</div>
    </Tag>
  )
}
