import { setTimeout as sleep } from 'node:timers/promises'
import type { Page } from 'puppeteer-core'

import { readBuildManifest } from '../hosting-policy/build-manifest'
import { createProviderApp } from '../stand-ins/provider-api/app'
import { startBrowser } from './browser'
import { publicDir } from './build'
import { isInterrupted, onInterrupt } from './cleanup'

/** What visitors feel after the load: each interaction in a Lighthouse user flow (a timespan), whose
 * INP audit is its worst Event Timing entry (input delay, handlers, next paint). A fresh Chromium
 * and load each, 412 px wide, CPU slowed 4× during the timespan. */
export interface Interaction {
  id: string
  path: string // of ours; the plain-DOM reference has one page for all
  setup?: (page: Page) => Promise<void> // brings the page to where it starts, outside the timespan
  act: (page: Page) => Promise<void>
  ownFigure?: true // the figure is the login error's (errorMs), not the worst event (INP)
}

export type Target = 'ours' | 'plain DOM'

const menuButton = 'button[aria-haspopup="dialog"]'
const searchBox = 'input[type="search"]'
// The second question; ours has each in a wrapper (its context menu), the first category's.
const question = 'main details ~ details summary, [data-faq-question] ~ * summary'

/** Every interaction of issue 26; the login error's needs a build whose provider is local. */
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
    // To the click's next paint, not the navigation: held back, the new page cannot render first.
    setup: async (page) => {
      await openMenu(page)
      await page.setRequestInterception(true)
      page.on('request', (r) => void (/page-data/.test(r.url()) || r.continue().catch(() => null)))
    },
    act: (page) => page.click('dialog[open] a[hreflang="en"]'),
  },
  {
    id: 'change the colour theme',
    path: '/',
    // From the keyboard: a script's select() is no user interaction, so Event Timing ignores it.
    setup: (page) => openMenu(page).then(() => page.focus('dialog[open] select')),
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
    setup: (page) => page.type(searchBox, 'fee').then(() => sleep(500)),
    act: (page) => page.keyboard.press('Escape'),
  },
  {
    id: 'open an FAQ question',
    path: '/qatrading/faq/',
    setup: (page) => page.$eval(question, (el) => el.scrollIntoView()).then(() => sleep(500)),
    act: (page) => page.click(question),
  },
  {
    id: 'dismiss the announcement',
    path: '/',
    setup: (page) => showOnlyNotice(page, 'announcement'),
    act: (page) => page.click('[data-announcement] button[aria-label]'),
  },
  {
    id: 'accept the consent question',
    path: '/',
    setup: (page) => showOnlyNotice(page, 'consent'),
    act: (page) => page.click('[data-notice=consent] button'),
  },
  {
    id: 'show the error of a wrong password',
    path: '/login/',
    setup: (page) => watchLoginError(page),
    act: (page) => page.click('button[type=submit]'),
    ownFigure: true,
  },
]

/** From the provider's answer (the call's responseEnd) to the error's paint (Element Timing, which
 * needs its attribute before that paint: alerts get it in the microtask after they change). No
 * named functions inside evaluate(): tsx's name-keeping helper does not exist in the page. */
async function watchLoginError(page: Page): Promise<void> {
  await page.type('input[name=username]', 'demo').then(() => page.type('[name=password]', 'wrong'))
  await page.evaluate((provider) => {
    document.getElementById('login')?.setAttribute('data-provider', provider) // the plain DOM's
    new MutationObserver(() =>
      document
        .querySelectorAll('[role=alert], [role=alert] *')
        .forEach((el) => el.setAttribute('elementtiming', '')),
    ).observe(document.body, { childList: true, subtree: true })
    new PerformanceObserver((list, observer) => {
      observer.disconnect() // the first paint of an alert
      const [paint] = list.getEntries() as (PerformanceEntry & { renderTime: number })[]
      Object.assign(window, { errorPaint: paint!.renderTime })
    }).observe({ type: 'element' })
  }, providerUrl())
}

const providerUrl = () => readBuildManifest(publicDir).apiUrl // where the build calls it

/** Read after the step: the call's timing entry may come after the error's paint (plain DOM). */
function errorMs(provider: string): number | null {
  const [call] = performance.getEntriesByName(`${provider}/auth/v1/signin`).slice(-1)
  const paint = (window as { errorPaint?: number }).errorPaint
  return call && paint ? paint - (call as PerformanceResourceTiming).responseEnd : null
}

/** `notice` showing, as for a visitor in that state (ours shows one at a time, by marks on <html>
 * the inline scripts set before the first paint). Fails when the build has no such notice. */
async function showOnlyNotice(page: Page, notice: string): Promise<void> {
  await page.evaluate((answered) => {
    document.documentElement.removeAttribute('data-language-suggestion')
    if (answered) document.documentElement.setAttribute('data-consent-decided', '')
  }, notice === 'announcement')
  await page.waitForSelector(`[data-notice=${notice}]`, { visible: true, timeout: 2_000 })
  await sleep(500)
}

export const isOnTheFaq = ({ path }: Interaction) => path === '/qatrading/faq/'

const openMenu = (page: Page) => page.click(menuButton).then(() => sleep(500)) // then it is open

/** The interaction's figure in ms, or null when the page has no such control. */
export async function measureInteraction(
  url: string,
  interaction: Interaction,
  target: Target,
  chromePath: string,
): Promise<number | null> {
  const { startFlow } = await import('lighthouse')
  const puppeteer = await import('puppeteer-core')
  if (isInterrupted()) throw new Error('Interrupted')
  const provider = interaction.ownFigure ? await startProvider(new URL(url).origin) : undefined
  if (provider === null) return null
  const browser = await startBrowser(chromePath)
  const release = onInterrupt(browser.close)
  try {
    const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browser.port}` })
    const page = await connection.newPage()
    const flow = await startFlow(page, { config: flowConfig })
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true })
    await page.setBypassCSP(target === 'plain DOM') // its server's CSP knows no provider
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await sleep(1_500) // past the bundles loaded after the first paint and any idle work
    try {
      await interaction.setup?.(page)
      await flow.startTimespan()
      await interaction.act(page)
      await sleep(1_000)
      await flow.endTimespan()
    } catch (error) {
      if (!/No element|failed to find|No node|Waiting for/i.test(String(error))) throw error
      return null // no such control on this build
    }
    const [step] = (await flow.createFlowResult()).steps
    const inp = step?.lhr.audits['interaction-to-next-paint']?.numericValue ?? null
    const ms = interaction.ownFigure ? await page.evaluate(errorMs, providerUrl()) : inp
    await connection.disconnect()
    return ms
  } finally {
    await browser.close()
    await provider?.close()
    release()
  }
}

/** The provider stand-in (stand-ins/provider-api/) where the build calls it, if that is this machine. */
async function startProvider(origin: string): Promise<{ close: () => Promise<void> } | null> {
  const { hostname, port } = new URL(providerUrl(), origin)
  if (!['127.0.0.1', 'localhost'].includes(hostname) || !port) return null
  const app = createProviderApp({ siteOrigins: [origin] })
  await app.listen({ port: Number(port), host: hostname })
  return { close: () => app.close() }
}

/** Devtools throttling (timespans cannot simulate): the CPU only, 4× as Lighthouse's mobile preset. */
const unthrottled = { requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 }
const flowConfig = {
  extends: 'lighthouse:default', // its mobile form factor and screen: 412 × 823 at 1.75
  settings: {
    throttlingMethod: 'devtools' as const,
    throttling: { ...unthrottled, cpuSlowdownMultiplier: 4 },
    onlyCategories: ['performance'],
  },
}
