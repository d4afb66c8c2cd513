import { createElement, forwardRef, type AnchorHTMLAttributes } from 'react'

// Gatsby's runtime needs its loader and router; components under test only need the shape.
type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

const gatsbyOnlyProps = ['activeClassName', 'activeStyle', 'partiallyActive', 'replace', 'state']

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const anchorProps = Object.fromEntries(
    Object.entries(rest).filter(([name]) => !gatsbyOnlyProps.includes(name)),
  )
  return createElement('a', { ...anchorProps, href: to, ref })
})

export const navigate = jest.fn()
export const graphql = jest.fn()
export const withPrefix = (path: string) => path
export const useStaticQuery = jest.fn()

/** Gatsby's Script as a plain element, so tests can see what would load. */
export function Script({
  strategy,
  ...rest
}: {
  strategy?: string
  src?: string
  [key: string]: unknown
}) {
  return createElement('script', { ...rest, 'data-strategy': strategy })
}
