import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import matter from 'gray-matter'

import { yamlScalar } from '../../cms/editor/yaml-scalar'
import { sourceDigestSync } from '../../gatsby/content/source-digest'
import { languages } from '../../src/i18n/languages'
import { faqContent } from '../../src/lib/content/model'
import { mdxSourceText } from '../../src/lib/content/translation-source'

export const rootDir = path.resolve(__dirname, '..', '..')

export const faqFile = (language: string, id: string) =>
  path.join(rootDir, 'content', 'faq', language, `${id}.mdx`)

export const readFaq = (language: string, id: string) => readFileSync(faqFile(language, id), 'utf8')

/**
 * The frontmatter line a save writes into a translation of this question: the digest of its pt-BR
 * file as it is now (docs/content-editing.md, "Translation freshness").
 */
export function stampLine(id: string): string {
  const { data, content } = matter(readFaq('pt-BR', id))
  return `translatedFrom: ${yamlScalar(sourceDigestSync(mdxSourceText(faqContent, data, content)))}\n`
}

export const faqLanguagesOf = (id: string) =>
  languages.filter((language) => existsSync(faqFile(language, id)))

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim()

/** Uncommitted changes under content/ (an editor's work the tests must not throw away). */
export const contentChanges = () => git('status', '--porcelain', '--', 'content')

/** Puts content/ back as committed: edited files restored, files the test created removed. */
export function restoreContent(): void {
  git('checkout', '--', 'content')
  git('clean', '-fdq', '--', 'content')
}

/** Runs a project command the way `npm test` does; throws with its output when it fails. */
export function runProjectCommand(command: string, args: string[]): string {
  return execFileSync(command, args, {
    cwd: rootDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  })
}
