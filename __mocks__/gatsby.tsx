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
