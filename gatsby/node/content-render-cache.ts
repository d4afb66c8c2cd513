import { contentRenders } from '../content/content-renders'

/**
 * The renders of the content files, shared by onCreateNode (which reports a mistake) and the
 * `Mdx.fields` resolver (which pages query): each version of a file is rendered once.
 */
export const renders = contentRenders()
