import { chromiumArgs } from '../chromium'

export interface Browser {
  /** Chrome DevTools Protocol port, what Lighthouse connects to. */
  port: number
  close: () => Promise<void>
}

/**
 * A headless Chromium with a fresh profile for Lighthouse to drive: chrome-launcher's, with the
 * flags Lighthouse expects, its temporary profile removed on close. Its own Ctrl-C handler is off:
 * it would exit the bench before the servers stop; callers close it through cleanup.ts instead.
 */
export async function startBrowser(chromePath: string): Promise<Browser> {
  const { launch } = await import('chrome-launcher')
  const chrome = await launch({
    chromePath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    handleSIGINT: false,
    logLevel: 'silent',
  })
  const closed = new Promise<void>((resolve) => chrome.process.once('close', () => resolve()))
  return {
    port: chrome.port,
    close: async () => {
      chrome.kill()
      await closed
    },
  }
}
