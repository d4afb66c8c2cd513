import type { ElementHandle, Locator, Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  languages,
  localePath,
  startWithConsent,
  test,
  waitForHydration,
  type Language,
} from './fixtures'
import {
  focusedAndVisible,
  lostContent,
  measureFirstScreen,
  serveWithTexts,
  shownNotices,
  stringsOf,
  suggestionIn,
  zoomText,
  type Strings,
} from './notices'

// Each phone test loads every route of a locale once per notice: about 22 s on a loaded two-core
// CI machine, close to the default 30 s. A limit of its own, so a run is never judged on the
// sweep's length (the figures that matter are the bench's).
test.describe.configure({ timeout: 90_000 })

// The first screen belongs to the page (docs/product.md#notices): on a phone the notices take at
// most a fifth of it (a seventh and a bit on taller screens), never float over the page, and leave
// the page's heading and main control on screen and uncovered. Every page load here is a
// first-time visitor's: nothing stored, the browser in another language than the page.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.clear())
})
test.use({ reducedMotion: 'reduce' })

const screens = [
  { viewport: { width: 360, height: 640 }, budget: 0.2 },
  { viewport: { width: 390, height: 844 }, budget: 0.15 },
] as const
const [phone] = screens

interface PageKind {
  name: string
  path: string
  /** The page's main control(s), which must be on the first screen with its heading. */
  controls: (page: Page, strings: Strings) => Locator[]
}

const pageKinds: PageKind[] = [
  {
    name: 'home',
    path: '/',
    controls: (page, { common }) => [
      page.getByRole('main').getByRole('link', { name: common.nav.signup, exact: true }).first(),
    ],
  },
  {
    name: 'FAQ',
    path: '/qatrading/faq/',
    controls: (page, { faq }) => [page.getByRole('searchbox', { name: faq.search.label })],
  },
  {
    name: 'sign-up',
    path: '/signup/',
    controls: (page, { signup }) => [
      page.getByRole('main').getByRole('link', { name: signup.cta }),
    ],
  },
  {
    name: 'login',
    path: '/login/',
    controls: (page, { login }) => [
      page.getByRole('textbox', { name: login.form.username }),
      page.getByRole('main').getByRole('button', { name: login.form.submit }),
    ],
  },
]

/** Each page language is read by a browser in the next one of the list: every suggestion shows. */
const browserLanguageFor = (language: Language): Language =>
  languages[(languages.indexOf(language) + 1) % languages.length]!

/** The page's heading and `controls`, found once: they stay the same elements while notices come and go. */
function firstScreenTargets(page: Page, controls: Locator[]): Promise<ElementHandle<Element>[]> {
  return Promise.all(
    [page.getByRole('heading', { level: 1 }), ...controls].map(async (target) => {
      await expect(target).toBeAttached()
      return (await target.elementHandle())!
    }),
  )
}

/**
 * With exactly `notice` on show, on each screen: within its budget, in the flow above the page and
 * taking only its own height, the page's heading and main controls (`targets`) hit-testable at
 * their centre.
 */
async function expectFirstScreensWith(
  page: Page,
  notice: string | null,
  targets: ElementHandle<Element>[],
  onScreens: readonly (typeof screens)[number][] = screens,
) {
  await expect(shownNotices(page)).toHaveCount(notice ? 1 : 0)
  if (notice) await expect(shownNotices(page)).toHaveAttribute('data-notice', notice)
  for (const { viewport, budget } of onScreens) {
    await page.setViewportSize(viewport)
    const seen = await measureFirstScreen(page, targets)
    const where = `${notice ?? 'no notice'} at ${viewport.width}×${viewport.height}`
    expect(
      seen.share,
      `${where}: ${(seen.share * 100).toFixed(1)} % of the screen`,
    ).toBeLessThanOrEqual(budget)
    expect(seen.floating, `${where}: nothing floats over the page`).toBe(0)
    // Only the notice on show takes room: those dismissed or waiting give theirs to the page.
    expect(seen.noticeHeights, where).toHaveLength(notice ? 1 : 0)
    const taken = seen.noticeHeights.reduce((sum, height) => sum + height, 0)
    expect(seen.areaBottom, where).toBeCloseTo(seen.headerBottom + taken, 0)
    expect(seen.mainTop, where).toBeCloseTo(seen.areaBottom, 0)
    expect(
      seen.uncovered.filter(({ reachable }) => !reachable),
      `${where}: covered or below the fold`,
    ).toEqual([])
  }
}

for (const language of languages) {
  const browserLanguage = browserLanguageFor(language)
  test.describe(`${language} pages, a browser in ${browserLanguage}`, () => {
    test.use({ locale: browserLanguage })

    test(`on phones, every notice in turn stays within budget and leaves heading and main control uncovered`, async ({
      page,
    }) => {
      const strings = stringsOf(language)
      const offer = stringsOf(browserLanguage).suggestion
      for (const kind of pageKinds) {
        await page.setViewportSize(phone.viewport)
        await page.goto(localePath(language, kind.path))
        await waitForHydration(page)
        const controls = await firstScreenTargets(page, kind.controls(page, strings))

        await expectFirstScreensWith(page, 'suggestion', controls)
        const suggestion = suggestionIn(page, browserLanguage)
        await expect(suggestion.getByRole('link', { name: offer.switch })).toBeVisible()
        await suggestion.getByRole('button', { name: offer.dismiss }).click()

        await expectFirstScreensWith(page, 'consent', controls)
        const consent = page.getByRole('region', { name: strings.common.consent.label })
        await consent.getByRole('button', { name: strings.common.consent.reject }).click()

        await expectFirstScreensWith(page, 'announcement', controls)
        await page
          .getByRole('status', { name: strings.common.announcement.label })
          .getByRole('button', { name: strings.common.announcement.dismiss })
          .click()

        await expectFirstScreensWith(page, null, controls)
      }
    })
  })
}

/** Tabs through the whole page; every control focus lands on can be seen, at least in part. */
async function tabThrough(page: Page) {
  for (let step = 0; step < 300; step += 1) {
    await page.keyboard.press('Tab')
    const focused = await focusedAndVisible(page)
    if (!focused || focused.again) return step
    expect(focused.visible, `${focused.label} (Tab ${step + 1}) is hidden`).toBe(true)
  }
  throw new Error('Tab never left the page')
}

for (const [language, browserLanguage, viewport] of [
  ['fr', 'en', phone.viewport],
  ['ja', 'ja', screens[1].viewport],
] as const) {
  test.describe(`${language} pages, ${viewport.width}×${viewport.height}, a browser in ${browserLanguage}`, () => {
    test.use({ viewport, locale: browserLanguage })

    for (const kind of pageKinds) {
      test(`Tab never lands on a hidden control on the ${kind.name} page`, async ({ page }) => {
        await page.goto(localePath(language, kind.path))
        await waitForHydration(page)
        await expect(shownNotices(page)).toHaveCount(1)
        expect(await tabThrough(page)).toBeGreaterThan(10)
      })
    }
  })
}

test.describe('320 px wide, text at 200 %', () => {
  test.use({ viewport: { width: 320, height: 640 }, locale: 'en' })

  test('no notice loses content, the whole of each reachable', async ({ page }) => {
    const { common, suggestion } = { ...stringsOf('fr'), suggestion: stringsOf('en').suggestion }
    await page.goto(localePath('fr', '/'))
    await waitForHydration(page)
    await zoomText(page, 2)
    await expect(page.getByRole('link', { name: suggestion.switch })).toBeVisible()
    expect(await lostContent(page)).toEqual([])
    await page.getByRole('button', { name: suggestion.dismiss }).click()

    const consent = page.getByRole('region', { name: common.consent.label })
    await consent.locator('summary', { hasText: common.consent.more }).click()
    await expect(consent.getByText(common.consent.description)).toBeVisible()
    expect(await lostContent(page)).toEqual([])
    await consent.getByRole('button', { name: common.consent.reject }).click()

    const announcement = page.getByRole('status', { name: common.announcement.label })
    await announcement.locator('summary').click()
    expect(await lostContent(page)).toEqual([])
  })
})

test.describe('what editors and translators may write', () => {
  test.use({ viewport: phone.viewport, locale: 'en' })
  const { common, announcement } = stringsOf('en')
  const home = localePath('en', '/')
  const createAccount = (page: Page) =>
    page.getByRole('main').getByRole('link', { name: common.nav.signup, exact: true }).first()

  test('an announcement with a 300-character title and a 2,000-character description keeps to one line', async ({
    page,
  }) => {
    const title = 'Markets update for every investor in the pooled account, '
      .repeat(6)
      .slice(0, 300)
    const description =
      'How the pooled account works, what it costs and how results are published. '
        .repeat(27)
        .slice(0, 2000)
    await serveWithTexts(page, home, [
      [announcement.title, title],
      [announcement.description, description],
    ])
    await startWithConsent(page, 'rejected')
    await page.goto(home)
    await waitForHydration(page)
    await expectFirstScreensWith(
      page,
      'announcement',
      await firstScreenTargets(page, [createAccount(page)]),
      [phone],
    )

    // The whole of it is one activation away.
    const notice = page.getByRole('status', { name: common.announcement.label })
    await notice.locator('summary').click()
    await expect(notice.getByText(description.trim())).toBeVisible()
    const titleCut = await notice
      .locator('summary > span')
      .evaluate((element) => element.scrollHeight > element.clientHeight + 1)
    expect(titleCut).toBe(false)
  })

  test('consent texts twice as long as the English ones stay within budget, whole on request', async ({
    page,
  }) => {
    const summary = `${common.consent.summary} We ask once; you can change your answer at any time in the privacy details at the end of every page.`
    const description = `${common.consent.description} ${common.consent.description}`
    expect(summary.length).toBeGreaterThanOrEqual(2 * common.consent.summary.length)
    await serveWithTexts(page, home, [
      [common.consent.summary, summary],
      [common.consent.description, description],
    ])
    await page.goto(home)
    await waitForHydration(page)
    await expectFirstScreensWith(
      page,
      'consent',
      await firstScreenTargets(page, [createAccount(page)]),
      [phone],
    )

    const consent = page.getByRole('region', { name: common.consent.label })
    await consent.locator('summary', { hasText: common.consent.more }).click()
    await expect(consent.getByText(description)).toBeVisible()
    const question = consent.getByText(summary)
    expect(
      await question.evaluate((element) => element.scrollHeight <= element.clientHeight + 1),
    ).toBe(true)
  })
})

test.describe('a browser that blocks storage', () => {
  test.use({ viewport: phone.viewport, locale: 'fr-FR' })

  test('every notice can still be dismissed, for the rest of the visit in this tab', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The user denied storage', 'SecurityError')
        },
      })
    })
    const { common, suggestion } = { ...stringsOf('es'), suggestion: stringsOf('fr').suggestion }
    await page.goto(localePath('es', '/'))
    await waitForHydration(page)
    await page.getByRole('button', { name: suggestion.dismiss }).click()
    await page
      .getByRole('region', { name: common.consent.label })
      .getByRole('button', { name: common.consent.reject })
      .click()
    await page.getByRole('button', { name: common.announcement.dismiss }).click()
    await expect(shownNotices(page)).toHaveCount(0)

    // The next page of the visit, without a reload: nothing comes back.
    await page.getByRole('main').getByRole('link', { name: common.nav.login }).click()
    await expect(page).toHaveURL(/\/es\/login\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stringsOf('es').login.heading)
    await expect(shownNotices(page)).toHaveCount(0)
  })
})

test.describe('a visitor who never answers', () => {
  test.use({ viewport: phone.viewport, locale: 'en' })

  test('sees one consent question, within budget, on each of ten pages', async ({ page }) => {
    const { common, faq, signup, login, homeHeading } = stringsOf('en')
    await page.goto(localePath('en', '/'))
    await waitForHydration(page)
    const viaMenu = (name: string) => async () => {
      await page.getByRole('button', { name: common.header.menuOpen }).click()
      await page
        .getByRole('dialog', { name: common.header.menuTitle })
        .getByRole('link', { name, exact: true })
        .click()
    }
    const viaLogo = async () => {
      await page.getByRole('banner').getByRole('link').first().click()
    }
    const steps = [
      [viaMenu(common.nav.faq), faq.heading],
      [viaMenu(common.nav.signup), signup.heading],
      [viaMenu(common.nav.login), login.heading],
      [viaLogo, homeHeading],
    ] as const
    for (let navigation = 0; navigation < 10; navigation += 1) {
      const [go, heading] = steps[navigation % steps.length]!
      await go()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('region', { name: common.consent.label })).toHaveCount(1)
      await expectFirstScreensWith(page, 'consent', await firstScreenTargets(page, []), [phone])
    }
  })
})

test.describe('each notice, closed and open', () => {
  test.use({ viewport: phone.viewport, locale: 'ja' })

  test('axe finds no violation', async ({ page }) => {
    const { common, suggestion } = { ...stringsOf('it'), suggestion: stringsOf('ja').suggestion }
    await page.goto(localePath('it', '/signup/'))
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: suggestion.dismiss }).click()
    const consent = page.getByRole('region', { name: common.consent.label })
    await consent.locator('summary', { hasText: common.consent.more }).click()
    await expectNoAxeViolations(page)
    await consent.getByRole('button', { name: common.consent.reject }).click()
    await page.getByRole('status', { name: common.announcement.label }).locator('summary').click()
    await expectNoAxeViolations(page)
  })
})
