import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import common from '../../../locales/en/common.json'
import jaCommon from '../../../locales/ja/common.json'
import faq from '../../../locales/en/faq.json'
import type { LocalisedEntry } from '../../lib/content/localised-entries'
import type { FaqFrontmatter } from '../../lib/content/model/faq'
import { renderWithProviders } from '../../testing/render-with-providers'
import { AnnouncementBanner } from '../announcement'
import { FaqQuestion } from '../faq/faq-question'

/** The note visitors see on a translation made from an older pt-BR text, where they see it. */
const question = (isOutdated: boolean): LocalisedEntry<FaqFrontmatter> => ({
  slug: 'fees',
  language: 'ja',
  isFallback: false,
  isOutdated,
  html: '<p>手数料は成功報酬のみです。</p>',
  text: '',
  frontmatter: { id: 'fees', question: '手数料は？', category: 'costs', order: 10 },
})
const banner = {
  id: '2026-faq',
  title: 'New: answers for investors',
  description: 'Read how the pooled account works.',
}

it('notes an outdated answer in the page’s language, beside the answer, readable by all', async () => {
  const { container } = renderWithProviders(
    <FaqQuestion entry={question(true)} fallbackNote={faq.fallbackNote} />,
    {
      language: 'ja',
      namespaces: { faq },
    },
  )
  const note = screen.getByText(jaCommon.translation.outdatedNote)
  // In the page's language (it inherits <html lang>), as is the answer, translated into it: only
  // an answer still in pt-BR carries a `lang` of its own.
  expect(note.closest('[lang]')).toBeNull()
  expect(screen.getByText('手数料は成功報酬のみです。').closest('[lang]')).toBeNull()
  expect(await axe(container)).toHaveNoViolations()
})

it('says nothing on an answer translated from today’s pt-BR text', () => {
  renderWithProviders(<FaqQuestion entry={question(false)} fallbackNote={faq.fallbackNote} />, {
    namespaces: { faq },
  })
  expect(screen.queryByText(common.translation.outdatedNote)).not.toBeInTheDocument()
})

it('notes an outdated banner with its text, once the banner is opened, and only then', async () => {
  const { container, unmount } = renderWithProviders(
    <AnnouncementBanner announcement={{ ...banner, isOutdated: true }} language="en" />,
  )
  const region = screen.getByRole('status', { name: common.announcement.label })
  // One line until opened: the note goes with the text it is about.
  expect(within(region).getByText(common.translation.outdatedNote)).not.toBeVisible()
  await userEvent.click(within(region).getByText(banner.title))
  expect(within(region).getByText(common.translation.outdatedNote)).toBeVisible()
  expect(await axe(container)).toHaveNoViolations()
  unmount()
  renderWithProviders(<AnnouncementBanner announcement={banner} language="en" />)
  expect(screen.getByText(banner.description)).toBeInTheDocument()
  expect(screen.queryByText(common.translation.outdatedNote)).not.toBeInTheDocument()
})
