import { contentFieldsFor, type ContentFields, type ContentSource } from './content-nodes'

/** The version of a content file a render belongs to: the Mdx node's content digest. */
export interface ContentVersion {
  digest: string
  source: ContentSource
}

export interface ContentRenders {
  /** This version's fields; rejects with the content mistake (onCreateNode reports it). */
  render(version: ContentVersion): Promise<ContentFields>
  /**
   * What a page query gets: this version's fields, or while it has a mistake the file's last good
   * version (develop keeps serving it), or null when the file never rendered.
   */
  fieldsFor(version: ContentVersion): Promise<ContentFields | null>
}

/**
 * One render per version of each content file, shared by onCreateNode and the `Mdx.fields` resolver.
 * `gatsby develop` can run a page query while onCreateNode is still rendering a changed file; the
 * resolver then waits for that same render instead of filtering out a node that has no fields yet
 * (docs/architecture.md, "Content fields").
 */
export function contentRenders(
  renderFields: (source: ContentSource) => Promise<ContentFields> = contentFieldsFor,
): ContentRenders {
  const current = new Map<string, { digest: string; fields: Promise<ContentFields> }>()
  const lastGood = new Map<string, ContentFields>()

  const render = ({ digest, source }: ContentVersion) => {
    const file = source.absolutePath
    const known = current.get(file)
    if (known?.digest === digest) return known.fields
    const fields = renderFields(source)
    current.set(file, { digest, fields })
    fields.then(
      (good) => {
        if (current.get(file)?.fields === fields) lastGood.set(file, good)
      },
      () => undefined,
    )
    return fields
  }

  return {
    render,
    async fieldsFor(version) {
      try {
        return await render(version)
      } catch {
        return lastGood.get(version.source.absolutePath) ?? null
      }
    },
  }
}

/** The parts of gatsby-plugin-mdx's node and gatsby-source-filesystem's File node used here. */
export interface MdxNode {
  frontmatter?: unknown
  body?: unknown
  internal: { contentDigest: string }
}
export interface FileNode {
  relativePath: string
  absolutePath: string
  sourceInstanceName: string
}

/** The version an Mdx node stands for, or null when it is not a file of content/. */
export function contentVersionOf(
  mdx: MdxNode,
  file: FileNode | null | undefined,
  projectDir: string,
): ContentVersion | null {
  if (!file || file.sourceInstanceName !== 'content') return null
  return {
    digest: mdx.internal.contentDigest,
    source: {
      relativePath: file.relativePath,
      absolutePath: file.absolutePath,
      frontmatter: mdx.frontmatter,
      body: typeof mdx.body === 'string' ? mdx.body : '',
      projectDir,
    },
  }
}
