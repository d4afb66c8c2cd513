import type { GatsbyNode } from 'gatsby'

import { contentTypeDefs } from '../content/content-nodes'

/** The content's GraphQL types, derived from the content model (no inference). */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs)
}
