import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import puppeteer from 'puppeteer-core'
import { Builder } from 'selenium-webdriver'

import { chromiumArgs, requireChromium } from '../../scripts/chromium'
import { requireEngineBinary } from '../../scripts/engines'
import { puppeteerVisitor } from './puppeteer-visitor'
import { webDriverVisitor } from './webdriver-visitor'
import type { EngineName, Viewport, Visitor } from './visitor'

/** One engine's browser for a worker; each test gets a visitor with nothing stored. */
export interface Engine {
  visitor(viewport: Viewport): Promise<Visitor & { close(): Promise<void> }>
  close(): Promise<void>
}

/**
 * The language Chromium and Firefox prefer: the default edition's. WebKitGTK takes its process
 * locale's (no flag sets it), English here; flows that need a suggestion open a page in Japanese,
 * a language none of them prefers.
 */
export const browserLanguage = 'pt-BR'

export function launchEngine(engine: EngineName, baseUrl: string): Promise<Engine> {
  return engine === 'webkit' ? launchWebKit(baseUrl) : launchPuppeteer(engine, baseUrl)
}

async function launchPuppeteer(engine: 'chromium' | 'firefox', baseUrl: string): Promise<Engine> {
  const browser = await puppeteer.launch(
    engine === 'chromium'
      ? {
          executablePath: requireChromium(),
          // Headless Chromium ignores --lang: --accept-lang sets navigator.languages too.
          args: [...chromiumArgs, `--lang=${browserLanguage}`, `--accept-lang=${browserLanguage}`],
          headless: true,
        }
      : {
          browser: 'firefox',
          executablePath: requireEngineBinary('firefox'),
          headless: true,
          extraPrefsFirefox: {
            'intl.accept_languages': browserLanguage,
            'intl.locale.requested': browserLanguage,
          },
        },
  )
  return {
    async visitor(viewport) {
      const visitor = await puppeteerVisitor(engine, await browser.createBrowserContext(), baseUrl)
      await visitor.setViewport(viewport)
      return visitor
    },
    close: () => browser.close(),
  }
}

/**
 * WebKitWebDriver starts a MiniBrowser per session, drawn into an Xvfb display of the worker's
 * own. GTK's stylesheet shrinks MiniBrowser's toolbar, whose natural width (447 px) is more than a
 * phone's: the window can then be as narrow as the page needs.
 */
async function launchWebKit(baseUrl: string): Promise<Engine> {
  const home = mkdtempSync(path.join(tmpdir(), 'engine-webkit-'))
  mkdirSync(path.join(home, 'gtk-3.0'))
  writeFileSync(
    path.join(home, 'gtk-3.0', 'gtk.css'),
    'headerbar, headerbar *, toolbar, toolbar *, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
  )
  const { process: xvfb, display } = await startXvfb()
  const port = await freePort()
  const driverProcess = spawn(requireEngineBinary('webKitWebDriver'), [`--port=${port}`], {
    env: {
      ...process.env,
      DISPLAY: display,
      XDG_CONFIG_HOME: home,
      // WebKitGTK reports its process locale's language: "C" (no language of the site) without this.
      LC_ALL: 'en_US.UTF-8',
    },
    stdio: 'ignore',
  })
  await waitForPort(port)
  const server = `http://127.0.0.1:${port}`
  const stop = async () => {
    driverProcess.kill()
    xvfb.kill()
    rmSync(home, { recursive: true, force: true })
  }
  return {
    async visitor(viewport) {
      const driver = await new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: requireEngineBinary('miniBrowser'),
            args: ['--automation'],
          },
        })
        .build()
      const visitor = webDriverVisitor(driver, baseUrl)
      await visitor.setViewport(viewport)
      return visitor
    },
    close: stop,
  }
}

/** An Xvfb on a display number it picks itself (`-displayfd`). */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn(
    requireEngineBinary('xvfb'),
    ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('\n')) resolve({ process: xvfb, display: `:${output.trim()}` })
    })
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)))
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not start on port ${port}`)
}
