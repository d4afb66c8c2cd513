import { test as base, expect } from '@playwright/test'

import { contentChanges, restoreContent } from './content-files'

/** Hosts the editor may talk to: the develop site and the local backend, nothing else. */
const localHosts = ['localhost', '127.0.0.1']

interface Guards {
  /** content/ as committed before the test, and again after it, pass or fail. */
  committedContent: void
  /** Every http(s)/ws request of the test that left this machine (expected: none). */
  thirdPartyRequests: string[]
  /** Every Content-Security-Policy violation the pages reported (expected: none). */
  policyViolations: string[]
}

/**
 * Every editor test: starts from the committed content/ and puts it back afterwards, pass or fail;
 * fails if anything was requested from another host or the editor's policy blocked anything.
 */
export const test = base.extend<Guards>({
  // A fixture rather than hooks: hooks declared in a shared module apply only to the first spec
  // file that imports it.
  committedContent: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const changes = contentChanges()
      if (changes) {
        throw new Error(
          `content/ has uncommitted changes; the editor tests restore it from git, so commit or stash them first:\n${changes}`,
        )
      }
      try {
        await use()
      } finally {
        restoreContent()
      }
    },
    { auto: true },
  ],
  thirdPartyRequests: [
    async ({ page }, use) => {
      const requests: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (/^(https?|wss?):$/.test(url.protocol) && !localHosts.includes(url.hostname)) {
          requests.push(request.url())
        }
      })
      await use(requests)
      expect(requests, 'requests that left the machine').toEqual([])
    },
    { auto: true },
  ],
  policyViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      await page.exposeBinding('reportPolicyViolation', (_source, text: string) => {
        violations.push(text)
      })
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportPolicyViolation?: (t: string) => void })
            .reportPolicyViolation
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`)
        })
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
