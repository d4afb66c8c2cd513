import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import en from '../../../locales/en/common.json'
import { reducedMotionQuery } from '../../hooks/use-media-query'
import type { Announcement } from '../../lib/content/announcement'
import { setMedia } from '../../testing/match-media'
import { renderWithProviders } from '../../testing/render-with-providers'
import { AnnouncementBanner } from './announcement-banner'
import { announcementDismissalKey, dismissedAttribute } from './dismissal'

const announcement: Announcement = {
  id: 'long-news',
  title: 'A title an editor made far too long for one line '.repeat(6),
  description: 'Every detail of the news. '.repeat(80),
  link: { label: 'Read the FAQ', href: '/qatrading/faq/' },
  action: { label: 'Create account', href: '/signup/' },
}

function renderAnnouncement() {
  return renderWithProviders(
    <>
      <AnnouncementBanner announcement={announcement} language="en" />
      <main id="main-content" tabIndex={-1} />
    </>,
  )
}

const notice = () => screen.queryByRole('status', { name: en.announcement.label })

beforeEach(() => setMedia({ matching: [reducedMotionQuery] }))

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute(dismissedAttribute)
  jest.restoreAllMocks()
})

it('shows the title, one line, and opens the rest from it', async () => {
  const user = userEvent.setup()
  const { container } = renderAnnouncement()
  const title = screen.getByText(announcement.title.trim())
  const details = title.closest('details')!
  expect(details).not.toHaveAttribute('open')
  expect(screen.getByText(announcement.description.trim())).not.toBeVisible()
  expect(screen.getByRole('link', { name: 'Read the FAQ', hidden: true })).not.toBeVisible()
  expect(await axe(container)).toHaveNoViolations()

  await user.click(title)
  expect(details).toHaveAttribute('open')
  expect(screen.getByText(announcement.description.trim())).toBeVisible()
  expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute(
    'href',
    '/en/qatrading/faq/',
  )
  expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
    'href',
    '/en/signup/',
  )
  expect(await axe(container)).toHaveNoViolations()
})

it('remembers a dismissal by id and moves focus on to the page', async () => {
  const user = userEvent.setup()
  renderAnnouncement()
  await user.click(screen.getByRole('button', { name: en.announcement.dismiss }))
  expect(notice()).not.toBeInTheDocument()
  expect(localStorage.getItem(announcementDismissalKey)).toBe('long-news')
  expect(screen.getByRole('main')).toHaveFocus()
})

it('can be dismissed for the page view when the browser blocks storage', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  const user = userEvent.setup()
  renderAnnouncement()
  await user.click(screen.getByRole('button', { name: en.announcement.dismiss }))
  expect(notice()).not.toBeInTheDocument()
})
