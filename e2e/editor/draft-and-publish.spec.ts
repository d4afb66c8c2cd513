import { rmSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { previewPattern } from '../../playwright.editor.config'
import { field, fillText, openEntry, pane, showInRightPane } from '../cms/editor'
import { signInWithGitHub } from './signed-in'
import { languages } from '../../src/i18n/languages'
import { branchExists, changedFiles, checkout, contentCheckOf, git } from './standin-repository'

const slug = 'fees'
const branch = `cms/faq/${slug}`
const files = [`content/faq/ja/${slug}.mdx`, `content/faq/pt-BR/${slug}.mdx`]
const ptBR = 'Quanto custa a gestão da conta? (revisto no editor)'
const ja = '口座の運用にはいくらかかりますか？（エディターで改訂）'

test.describe.configure({ mode: 'serial' })

test('a question edited in pt-BR and ja is saved as one draft: a branch and a pull request', async ({
  page,
}) => {
  const mainBefore = git('rev-parse', 'main')
  await signInWithGitHub(page)
  await openEntry(page, 'faq', slug)
  await fillText(page, 'Question', pane.left, ptBR)
  await showInRightPane(page, 'ja')
  await fillText(page, 'Question', pane.right, ja)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Entry saved')).toBeVisible()

  // Nothing reaches the live branch; the draft is one commit with both languages on its branch.
  expect(git('rev-parse', 'main')).toBe(mainBefore)
  expect(branchExists(branch)).toBe(true)
  expect(git('rev-list', '--count', `main..${branch}`)).toBe('1')
  expect(changedFiles(branch)).toEqual(files)
  expect(git('show', `${branch}:content/faq/ja/${slug}.mdx`)).toContain(`question: ${ja}`)
})

test('reopening the draft shows every language as saved, and links to its preview', async ({
  page,
}) => {
  await signInWithGitHub(page)
  await openEntry(page, 'faq', slug)
  await expect(field(page, 'Question', pane.left)).toHaveValue(ptBR)
  await showInRightPane(page, 'ja')
  await expect(field(page, 'Question', pane.right)).toHaveValue(ja)
  // The languages nobody touched keep their own text, not pt-BR's or nothing.
  await showInRightPane(page, 'es')
  await expect(field(page, 'Question', pane.right)).toHaveValue(/^(?!.*revisto)(?!.*改訂).+/)
  const preview = page.getByRole('link', { name: 'View Preview' })
  // The stand-in reports the draft's deploy preview as Netlify does, on its pull request (#1).
  await expect(preview).toHaveAttribute(
    'href',
    new RegExp(`^${escape(previewPattern.replace('{{pr}}', '1'))}`),
  )
})

test('publishing merges the draft: one merge whose files are exactly the two languages', async ({
  page,
}) => {
  page.on('dialog', (dialog) => void dialog.accept())
  await signInWithGitHub(page)
  await openEntry(page, 'faq', slug)
  await page.getByRole('button', { name: /^Status: / }).click()
  await page.getByRole('menuitem', { name: 'Ready' }).click()
  await expect(page.getByText('Entry status updated')).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  await expect(page.getByText('Entry published')).toBeVisible()

  const merges = git('log', '--merges', '--format=%H', 'main').split('\n').filter(Boolean)
  expect(merges).toHaveLength(1)
  expect(git('rev-parse', 'main')).toBe(merges[0])
  expect(changedFiles('main')).toEqual(files)
  expect(git('show', `main:content/faq/pt-BR/${slug}.mdx`)).toContain(`question: ${ptBR}`)
  expect(branchExists(branch)).toBe(false)
})

test('content:check on the published result reports the five translations made from the old pt-BR text', () => {
  const dir = checkout('main')
  try {
    const report = contentCheckOf(dir)
    const outdated = languages.filter((language) => !['pt-BR', 'ja'].includes(language))
    expect(report).toContain('Translation freshness: 5 outdated')
    for (const language of outdated) {
      expect(sectionOf(report, language)).toContain(`content/faq/${language}/${slug}.mdx`)
    }
    // ja was saved with the new pt-BR text: it is of today's text.
    expect(sectionOf(report, 'ja')).not.toContain(`content/faq/ja/${slug}.mdx`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

/** A locale's lines of the freshness report (`  <locale>:` up to the next locale). */
function sectionOf(report: string, language: string): string {
  const start = report.indexOf(`\n  ${language}:\n`)
  if (start === -1) return ''
  const next = report.slice(start + 1).search(/\n {2}[a-zA-Z-]+:\n/)
  return next === -1 ? report.slice(start) : report.slice(start, start + 1 + next)
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
