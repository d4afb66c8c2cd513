import { existsSync } from 'node:fs'

/**
 * The stock browsers of the engine suite (`npm run test:engines`) besides Chromium, with Debian's
 * package for each: Firefox ESR (Gecko, driven over WebDriver BiDi) and WebKitGTK's MiniBrowser
 * through WebKitWebDriver, which draws into an X display (Xvfb) as it has no headless mode.
 */
export const engineBinaries = {
  firefox: { paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'], packages: ['firefox-esr'] },
  webKitWebDriver: { paths: ['/usr/bin/WebKitWebDriver'], packages: ['webkit2gtk-driver'] },
  miniBrowser: {
    paths: [
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    ],
    packages: ['webkit2gtk-driver'],
  },
  xvfb: { paths: ['/usr/bin/Xvfb'], packages: ['xvfb', 'xauth'] },
} as const

export type EngineBinary = keyof typeof engineBinaries

export function findEngineBinary(name: EngineBinary): string | null {
  return engineBinaries[name].paths.find((path) => existsSync(path)) ?? null
}

export function requireEngineBinary(name: EngineBinary): string {
  const found = findEngineBinary(name)
  if (!found) throw new Error(`${name} not found: run \`npx tsx scripts/ensure-engines.ts\``)
  return found
}
