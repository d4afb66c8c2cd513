import {
  declineLanguageSuggestion,
  expect,
  localePath,
  routes,
  startWithConsent,
  test,
  waitForHydration,
} from './fixtures'
import enCommon from '../locales/en/common.json'
import enAnnouncement from '../content/announcement/en.json'
import frCommon from '../locales/fr/common.json'

test('the skip link is the first thing Tab reaches and moves focus to the main region', async ({
  page,
}) => {
  await page.goto('/en/qatrading/faq/')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: enCommon.skipToContent })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('the header is transparent at the top and opaque with a shadow only past its own height', async ({
  page,
}) => {
  await page.goto('/en/')
  await waitForHydration(page)
  const header = page.getByRole('banner')
  const height = await header.evaluate((element) => element.getBoundingClientRect().height)
  const look = () =>
    header.evaluate((element) => {
      const style = getComputedStyle(element)
      return { background: style.backgroundColor, shadow: style.boxShadow }
    })
  expect(await look()).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none' })

  await page.evaluate((y) => window.scrollTo(0, y), height)
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  expect((await look()).shadow).toBe('none')

  await page.evaluate((y) => window.scrollTo(0, y), height + 10)
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect.poll(async () => (await look()).background).not.toBe('rgba(0, 0, 0, 0)')
  await expect.poll(async () => (await look()).shadow).not.toBe('none')
})

test('on the home page the logo scrolls back to the top', async ({ page }) => {
  await page.goto('/en/')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, 800))
  await page
    .getByRole('link', { name: enCommon.header.logoTopLabel.replace('{{brand}}', 'QA Trading') })
    .click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page).toHaveURL(/\/en\/$/)
})

test('elsewhere the logo leads to the home page of the same locale', async ({ page }) => {
  await page.goto('/ja/login/')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/ja\/$/)
})

test('the section in view is marked current in the navigation, and pages by path', async ({
  page,
}) => {
  await page.goto('/en/')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: enCommon.header.navLabel })
  await page.locator('#profit').scrollIntoViewIfNeeded()
  await page.evaluate(() => document.getElementById('profit')?.scrollIntoView({ block: 'center' }))
  await expect(nav.getByRole('link', { name: enCommon.nav.profit })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(nav.getByRole('link', { name: enCommon.nav.about })).not.toHaveAttribute(
    'aria-current',
  )

  await nav.getByRole('link', { name: enCommon.nav.faq }).click()
  await expect(page).toHaveURL(/\/en\/qatrading\/faq\/$/)
  await expect(nav.getByRole('link', { name: enCommon.nav.faq })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('section links on other pages lead to that section of the same locale’s home page', async ({
  page,
}) => {
  await page.goto('/fr/signup/')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('link', { name: frCommon.nav.myfx }).click()
  await expect(page).toHaveURL(/\/fr\/#myfx$/)
  await expect(page.locator('#myfx')).toBeInViewport()
})

test.describe('the announcement, once the notices before it are answered', () => {
  test.beforeEach(async ({ page }) => {
    await declineLanguageSuggestion(page)
    await startWithConsent(page, 'rejected')
  })

  test('the announcement is one line whose title opens the rest, and it stays dismissed', async ({
    page,
  }) => {
    await page.goto('/en/')
    await waitForHydration(page)
    const banner = page.getByRole('status', { name: enCommon.announcement.label })
    await expect(banner).toContainText(enAnnouncement.title)
    const link = banner.getByRole('link', { name: enAnnouncement.link.label })
    await expect(link).toBeHidden()
    await banner.locator('summary', { hasText: enAnnouncement.title }).click()
    await expect(banner).toContainText(enAnnouncement.description)
    await expect(link).toHaveAttribute('href', '/en/qatrading/faq/')
    await banner.getByRole('button', { name: enCommon.announcement.dismiss }).click()
    await expect(banner).toBeHidden()
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('status', { name: enCommon.announcement.label })).toHaveCount(0)
  })

  test('a corrupt stored dismissal is ignored: the banner shows and nothing crashes', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('announcement-dismissed', '{"broken": [1,'))
    await page.goto('/en/')
    await waitForHydration(page)
    await expect(page.getByRole('status', { name: enCommon.announcement.label })).toBeVisible()
  })

  test('a dismissed banner does not show even before the page becomes interactive', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => localStorage.setItem('announcement-dismissed', '2026-faq'))
    // No JavaScript bundle: only the static HTML and its inline pre-paint script.
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto('/en/', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('[data-announcement]')).toBeAttached()
    await expect(page.locator('[data-announcement]')).toBeHidden()
    consoleErrors.splice(0)
  })
})

test.describe('buttons on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  // A <button> keeps the browser's own font (Arial in Chromium) and its outset border unless the
  // page says otherwise; beside the text and the links around it, that shows.
  for (const language of ['en', 'ja'] as const) {
    test(`every button on the ${language} pages, the open menu's too, is set in the page's typeface with no browser border`, async ({
      page,
    }) => {
      for (const route of routes) {
        await page.goto(localePath(language, route))
        await waitForHydration(page)
        await page.locator('header button[aria-haspopup="dialog"]').click()
        await expect(page.getByRole('dialog')).toBeVisible()
        const buttons = await page.evaluate(() => {
          const bodyFont = getComputedStyle(document.body).fontFamily
          return [...document.querySelectorAll('button')]
            .filter((button) => button.checkVisibility())
            .map((button) => ({
              name: button.textContent?.trim() || button.getAttribute('aria-label'),
              sameFont: getComputedStyle(button).fontFamily === bodyFont,
              border: getComputedStyle(button).borderTopStyle,
            }))
        })
        expect(buttons.length, route).toBeGreaterThan(2)
        for (const button of buttons) {
          expect(button, `${route}: ${button.name}`).toMatchObject({ sameFont: true })
          expect(button.border, `${route}: ${button.name}`).not.toBe('outset')
        }
        await page.keyboard.press('Escape')
      }
    })
  }
})

test.describe('Japanese headings on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  // Japanese may break a line between any two characters; a heading cut two characters before its
  // end ("何です / か？", "ログ / イン") reads as a broken word.
  test('no heading on the ja pages leaves one or two characters of a phrase on a line of their own', async ({
    page,
  }) => {
    // Latin words in the headings ("QA Trading", "PAMM") are as wide as Inter draws them, on every
    // route alike: the font as a returning visitor has it, and measured once it has loaded.
    await page.addInitScript(() => localStorage.setItem('font:inter', '1'))
    let multiLine = 0
    for (const route of routes) {
      await page.goto(localePath('ja', route))
      await waitForHydration(page)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const headings = await page.evaluate(() =>
        [...document.querySelectorAll('main :is(h1, h2, h3)')]
          .filter((heading) => heading.checkVisibility())
          .map((heading) => {
            // Each character's line, by the top of its box.
            const lines = new Map<number, string>()
            const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? ''
              for (let i = 0; i < text.length; i += 1) {
                const range = document.createRange()
                range.setStart(node, i)
                range.setEnd(node, i + 1)
                const box = range.getClientRects()[0]
                if (!box || !text[i]!.trim() || text[i] === '\u200b') continue
                const top = Math.round(box.top)
                lines.set(top, (lines.get(top) ?? '') + text[i])
              }
            }
            return [...lines.values()]
          }),
      )
      for (const lines of headings) {
        if (lines.length < 2) continue
        multiLine += 1
        for (const line of lines)
          expect([...line].length, `${route}: ${lines.join(' / ')}`).toBeGreaterThan(2)
      }
    }
    expect(multiLine).toBeGreaterThan(3)
  })
})
