import path from 'node:path'

import { expect } from '@playwright/test'

import { parseContentPath } from '../../src/lib/content/content-file'
import { validateFrontmatter } from '../../src/lib/content/frontmatter'
import { parseMdxFile } from '../../cms/editor/mdx-file'
import { rootDir, runProjectCommand } from './content-files'

/** The build's own frontmatter check on a file the editor wrote (throws as the build would). */
export function expectValidFrontmatter(file: string, raw: string): void {
  const relative = path.relative(path.join(rootDir, 'content'), file)
  const { body: _body, ...frontmatter } = parseMdxFile(raw)
  expect(() =>
    validateFrontmatter(frontmatter, parseContentPath(relative), `content/${relative}`, raw),
  ).not.toThrow()
}

/** What `npm test` would say about the content after the edit: every entry builds and is covered. */
export function expectContentChecksPass(): void {
  expect(() => runProjectCommand('npx', ['tsx', 'scripts/content-check.ts'])).not.toThrow()
}
