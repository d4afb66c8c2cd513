/**
 * Names of the file formats cms/editor/ registers with Decap (CMS.registerCustomFormat): they write
 * files the way the build reads them and leave out the languages an editor did not write.
 */
export const mdxFormat = 'site-mdx'
export const jsonFormat = 'site-json'
