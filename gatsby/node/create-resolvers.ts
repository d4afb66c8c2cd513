import type { GatsbyNode } from 'gatsby'

import { contentVersionOf, type FileNode, type MdxNode } from '../content/content-renders'
import { renders } from './content-render-cache'

/** Gatsby's resolver context, as far as used here (its types do not export it). */
interface ResolverContext {
  nodeModel: { getNodeById: (args: { id: string }) => unknown }
}

/**
 * A content entry's kind, locale, slug, HTML and text, resolved when a query asks: a query that
 * runs while the file is still rendering waits for it (docs/architecture.md, "Content fields").
 */
export function createResolversFor(projectDir: string): GatsbyNode['createResolvers'] {
  return ({ createResolvers }) => {
    createResolvers({
      Mdx: {
        fields: {
          resolve: (
            mdx: MdxNode & { parent: string | null },
            _args: unknown,
            context: ResolverContext,
          ) => {
            const file = mdx.parent
              ? (context.nodeModel.getNodeById({ id: mdx.parent }) as FileNode | null)
              : null
            const version = contentVersionOf(mdx, file, projectDir)
            return version ? renders.fieldsFor(version) : null
          },
        },
      },
    })
  }
}
