import '@testing-library/jest-dom'
import { toHaveNoViolations } from 'jest-axe'
import { installDialogPolyfill } from '../src/testing/dialog-polyfill'
import { installMatchMedia } from '../src/testing/match-media'

// Kit tests run axe on what they render.
expect.extend(toHaveNoViolations)

// What jsdom lacks and browsers have, for every jsdom test (server tests run in node: no window).
// The media queries start from the default (1024 px wide, no feature matching) in every test.
if (typeof window !== 'undefined') {
  installDialogPolyfill()
  installMatchMedia()
  beforeEach(installMatchMedia)
  // Each test is a new document: the first render of its page marks it hydrated, as in a browser.
  afterEach(() => document.documentElement.removeAttribute('data-hydrated'))
}
