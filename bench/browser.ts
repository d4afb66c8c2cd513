import { chromiumArgs } from '../scripts/chromium'
import { onInterrupt } from './cleanup'

export interface Browser {
  /** Chrome DevTools Protocol port, what Lighthouse connects to. */
  port: number
  close: () => Promise<void>
}

/**
 * A headless Chromium with a fresh profile for Lighthouse to drive: chrome-launcher's Launcher, with
 * the flags Lighthouse expects, its temporary profile removed on close. Not its `launch()`, whose
 * Ctrl-C handler exits before our servers stop; ours (cleanup.ts) also kills a Chromium still
 * starting, which runs in a process group of its own and would otherwise outlive the bench.
 */
export async function startBrowser(chromePath: string): Promise<Browser> {
  const { Launcher } = await import('chrome-launcher')
  const chrome = new Launcher({
    chromePath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  })
  const release = onInterrupt(() => chrome.kill())
  try {
    await chrome.launch()
  } catch (error) {
    chrome.kill()
    throw error
  } finally {
    release()
  }
  const { chromeProcess, port } = chrome
  if (!chromeProcess || port === undefined) throw new Error('Chromium started without a port')
  const closed = new Promise<void>((resolve) => chromeProcess.once('close', () => resolve()))
  return {
    port,
    close: async () => {
      if (chromeProcess.exitCode !== null || chromeProcess.signalCode !== null) return
      chrome.kill()
      await closed
    },
  }
}
