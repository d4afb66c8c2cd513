import type { Page } from '@playwright/test'

/** Starts recording every layout shift of the page's next load (call before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shifts.push((entry as unknown as { value: number }).value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded so far: an empty list when nothing moved. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
}
