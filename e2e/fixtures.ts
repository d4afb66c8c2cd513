import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import {
  consentStorageKey,
  serializeConsent,
  type ConsentChoice,
} from '../src/features/consent/consent-store'
import { suggestionDismissalKey } from '../src/components/language-suggestion/suggestion-choice'
import { routeList } from '../src/i18n/routes'

export { expect }
export { languages, defaultLanguage, type Language } from '../src/i18n/languages'
export { localePath } from '../src/i18n/paths'

/**
 * The public pages, without locale prefix: the routes open to search engines (src/i18n/routes.ts).
 * The specs visit each in every locale, as every row lists them all.
 */
export const routes = routeList.filter((route) => route.sitemap).map((route) => route.path)

/**
 * Every test fails on a console error or an uncaught page error (CSP violations, hydration
 * mismatches and crashes all surface there).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      // Which responses failed: the console only says "Failed to load resource", not which one.
      const failedResponses: string[] = []
      page.on('response', (response) => {
        if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.url()}`)
      })
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(
        errors,
        `console errors on the page (failed responses: ${failedResponses.join(', ') || 'none'})`,
      ).toEqual([])
    },
    { auto: true },
  ],
})

/** 404 responses log a "Failed to load resource" console error by design; tests of 404s expect it. */
export function withoutExpected404(errors: string[]): void {
  const unexpected = errors.filter((text) => !/status of 404/.test(text))
  errors.splice(0, errors.length, ...unexpected)
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are measured on the settled page: a banner fading in (0.2 s) is not at full opacity yet.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  )
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}

/** The consent question, in any language: it asks on every page until a choice is stored. */
export const consentBanner = (page: Page) => page.locator('[data-notice="consent"]')

/** Waits until React has committed the page (src/app/hydration-mark.ts): its handlers answer. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** A provider answering with an error status or dropping the connection logs one console error by design. */
export function withoutFailedRequests(errors: string[]): void {
  const unexpected = errors.filter((text) => !/^Failed to load resource/.test(text))
  errors.splice(0, errors.length, ...unexpected)
}

/**
 * Starts every page of the test with a stored consent choice, unless the page has stored one itself
 * (so a choice changed during the test survives reloads).
 */
export async function startWithConsent(page: Page, choice: ConsentChoice): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
    },
    { key: consentStorageKey, value: serializeConsent(choice, new Date()) },
  )
}

/**
 * Starts every page of the test as a visitor who has said "no, thanks" to the language suggestion:
 * the notices after it (the consent question, the announcement) then show at once whatever the
 * browser's language (docs/product.md#notices).
 */
export async function declineLanguageSuggestion(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'dismissed'), suggestionDismissalKey)
}
