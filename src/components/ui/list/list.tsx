import { forwardRef, type HTMLAttributes } from 'react'

export type ListProps = HTMLAttributes<HTMLUListElement>

/** An unbulleted list of `ListItem`s, e.g. the footer contacts. */
export const List = forwardRef<HTMLUListElement, ListProps>(function List(props, ref) {
  return (
    // Safari drops list semantics from lists without bullets; the explicit role keeps
    // "list, N items" for VoiceOver users.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul
      ref={ref}
      role="list"
      {...props}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    />
  )
})
