import type { GatsbyNode } from 'gatsby'

import { developInternals, rerunStaleOpenPages } from '../develop-open-pages'

/** `gatsby develop` only: an open tab whose page went stale while it registered gets fresh data. */
export function onCreateDevServerFor(projectDir: string): GatsbyNode['onCreateDevServer'] {
  return () => {
    rerunStaleOpenPages(developInternals(projectDir))
  }
}
