import type { Page } from 'puppeteer-core'

import { startBrowser } from './browser'
import { isInterrupted, onInterrupt } from './cleanup'

/**
 * What visitors feel after the load: each interaction in a Lighthouse user flow (timespan mode,
 * the Lighthouse the load bench runs), whose interaction-to-next-paint audit is the worst event of
 * the interaction from the trace's Event Timing: input delay, handlers and the next paint. A fresh
 * Chromium and a fresh load per interaction, 412 px wide, CPU slowed 4× during the timespan.
 */
export interface Interaction {
  id: string
  /** Page of our site it happens on; the plain-DOM reference has one page for all. */
  path: string
  /** Brings the page to where the interaction starts (outside the timespan). */
  setup?: (page: Page, target: Target) => Promise<void>
  act: (page: Page, target: Target) => Promise<void>
}

export type Target = 'ours' | 'plain DOM'

const menuButton = 'button[aria-haspopup="dialog"]'
const searchBox = 'input[type="search"]'

/** Every interaction of issue 26 the bench can drive on a build without a provider. */
export const interactions: Interaction[] = [
  { id: 'open the mobile menu', path: '/', act: (page) => page.click(menuButton) },
  {
    id: 'close the mobile menu',
    path: '/',
    setup: (page) => openMenu(page),
    act: (page) => page.click('dialog[open] button'),
  },
  {
    id: 'choose a language',
    path: '/',
    setup: (page) => openMenu(page),
    act: (page) => page.click('dialog[open] a[hreflang="en"]'),
  },
  {
    id: 'change the colour theme',
    path: '/',
    // From the keyboard: a script's select() is no user interaction, so Event Timing ignores it.
    setup: async (page) => {
      await openMenu(page)
      await page.focus('dialog[open] select')
    },
    act: (page) => page.keyboard.press('ArrowUp'), // dark to light
  },
  {
    id: 'type "fee" into the FAQ search',
    path: '/qatrading/faq/',
    setup: (page) => page.focus(searchBox),
    act: (page) => page.type(searchBox, 'fee', { delay: 150 }),
  },
  {
    id: 'reset the FAQ search (Escape)',
    path: '/qatrading/faq/',
    setup: async (page) => {
      await page.type(searchBox, 'fee')
      await sleep(500)
    },
    act: (page) => page.keyboard.press('Escape'),
  },
  {
    id: 'open an FAQ question',
    path: '/qatrading/faq/',
    setup: async (page) => {
      await page.$$eval('main details summary', (summaries) => summaries[1]?.scrollIntoView())
      await sleep(500)
    },
    act: async (page) => {
      const summary = (await page.$$('main details summary'))[1]
      if (!summary) throw new Error('No element found: main details summary')
      await summary.click()
    },
  },
  {
    id: 'dismiss the announcement',
    path: '/',
    // Ours shows one notice at a time (docs/product.md#notices): as for a returning visitor who
    // answered the consent question and reads the page's language, the announcement is the one.
    setup: (page, target) => (target === 'ours' ? showOnlyNotice(page, 'announcement') : noop()),
    act: (page, target) =>
      page.click(
        target === 'ours' ? '[data-announcement] button[aria-label]' : '#announcement button',
      ),
  },
  {
    id: 'accept the consent question',
    path: '/',
    setup: (page, target) => (target === 'ours' ? showOnlyNotice(page, 'consent') : noop()),
    act: (page, target) =>
      page.click(target === 'ours' ? '[data-notice=consent] button' : '#consent button'),
  },
]

/**
 * Ours: the notice area showing `notice`, as it would for a visitor in that state: no language
 * suggestion, and for the announcement the consent question answered (marks on <html>, as the
 * pages' inline scripts set them before the first paint). Fails when the build has no such notice.
 */
async function showOnlyNotice(page: Page, notice: 'announcement' | 'consent'): Promise<void> {
  await page.evaluate((answered) => {
    const html = document.documentElement
    html.removeAttribute('data-language-suggestion')
    if (answered) html.setAttribute('data-consent-decided', '')
  }, notice === 'announcement')
  await page.waitForSelector(`[data-notice=${notice}]`, { visible: true, timeout: 2_000 })
  await sleep(500)
}

const noop = () => Promise.resolve()

export const isOnTheFaq = ({ path }: Interaction) => path === '/qatrading/faq/'

async function openMenu(page: Page): Promise<void> {
  await page.click(menuButton)
  await page.waitForSelector('dialog[open]')
  await sleep(500)
}

/** Worst event of the interaction in ms, or null when the page has no such control. */
export async function measureInteraction(
  url: string,
  interaction: Interaction,
  target: Target,
  chromePath: string,
): Promise<number | null> {
  const [{ startFlow }, puppeteer] = await Promise.all([
    import('lighthouse'),
    import('puppeteer-core'),
  ])
  if (isInterrupted()) throw new Error('Interrupted')
  const browser = await startBrowser(chromePath)
  const release = onInterrupt(browser.close)
  try {
    const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browser.port}` })
    const page = await connection.newPage()
    const flow = await startFlow(page, { config: flowConfig })
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true })
    await page.goto(url, { waitUntil: 'load' })
    if (target === 'ours') {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    }
    await sleep(1_500) // past the bundles loaded after the first paint and any idle work
    try {
      await interaction.setup?.(page, target)
      await flow.startTimespan()
      await interaction.act(page, target)
      await sleep(1_000)
      await flow.endTimespan()
    } catch (error) {
      if (
        /No element found|failed to find element|No node found|Waiting for selector/i.test(
          String(error),
        )
      )
        return null
      throw error
    }
    const [step] = (await flow.createFlowResult()).steps
    const inp = step?.lhr.audits['interaction-to-next-paint']?.numericValue
    await connection.disconnect()
    if (inp === undefined) console.error(`No interaction recorded: ${interaction.id} (${target})`)
    return inp ?? null
  } finally {
    await browser.close()
    release()
  }
}

/** Devtools throttling (timespans cannot simulate): the CPU only, 4× as Lighthouse's mobile preset. */
const flowConfig = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile' as const,
    screenEmulation: {
      mobile: true,
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      disabled: false,
    },
    throttlingMethod: 'devtools' as const,
    throttling: {
      cpuSlowdownMultiplier: 4,
      rttMs: 0,
      throughputKbps: 0,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
    },
    onlyCategories: ['performance'],
  },
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
