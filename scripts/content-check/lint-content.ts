import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import matter from 'gray-matter'

import { contentFieldsFor } from '../../gatsby/content/content-nodes'
import { validateSiteConfig } from '../../src/lib/content/check-site-details'

/**
 * content/site.json and every MDX file under content/ checked as the build checks them (fields,
 * content rules, the MDX compiler, images), without building: the problems, each naming its file.
 */
export async function lintContent(root: string): Promise<string[]> {
  const contentDir = path.join(root, 'content')
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.split(path.sep).join('/'))
    .sort()
  const problems: string[] = []
  const siteDetails = path.join(contentDir, 'site.json')
  // (A missing file stops the build at its import, with Node's own message.)
  if (existsSync(siteDetails)) {
    try {
      validateSiteConfig(JSON.parse(readFileSync(siteDetails, 'utf8')))
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  for (const relativePath of files) {
    const absolutePath = path.join(contentDir, relativePath)
    try {
      const { data, content } = matter(readFileSync(absolutePath, 'utf8'))
      await contentFieldsFor({
        relativePath,
        absolutePath,
        frontmatter: data,
        body: content,
        projectDir: root,
        publish: false,
      })
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  return problems
}
