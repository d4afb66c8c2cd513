import type { GatsbyNode } from 'gatsby'

import { contentErrorMap } from '../content/content-error-location'

/** Content mistakes as Gatsby's structured errors: id, file and line, in the terminal and overlay. */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  reporter.setErrorMap(contentErrorMap)
}
