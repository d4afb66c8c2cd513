import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { constants, gzipSync } from 'node:zlib'

import { projectRoot, publicDir, rebuild } from './build'
import { writeFaqFixtures } from './faq-copy'

/** Questions in each locale of content/faq, which the plain-DOM reference mirrors. */
export const faqQuestions = 18

export interface FaqBuild {
  times: number
  buildSeconds: number
  /** The pt-BR FAQ page's HTML and page data, as written and gzipped (level 9), in bytes. */
  html: { bytes: number; gzipBytes: number }
  pageData: { bytes: number; gzipBytes: number }
}

/**
 * A production build with the FAQ `times` as large, the consent question on (an analytics script
 * configured, as in production; the host never resolves) and the provider on this machine, so
 * every notice and the login error can be measured.
 */
export async function buildWithFaq(times: number): Promise<FaqBuild> {
  const env: Record<string, string> = {
    GATSBY_ANALYTICS_SRC: 'https://analytics.bench.invalid/script.js',
    // The provider stand-in the login step starts (interactions.ts): the fifth of the bench's ports.
    GATSBY_API_URL: `http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 9600) + 4}`,
  }
  if (times > 1) env.BENCH_FAQ_FIXTURES = await writeFaqFixtures(projectRoot, times)
  const buildSeconds = await rebuild(env)
  const weigh = (...path: string[]) => {
    const content = readFileSync(join(publicDir, ...path))
    const gzipBytes = gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length
    return { bytes: content.length, gzipBytes }
  }
  return {
    times,
    buildSeconds,
    html: weigh('qatrading', 'faq', 'index.html'),
    pageData: weigh('page-data', 'qatrading', 'faq', 'page-data.json'),
  }
}

export function formatFaqBuild({ times, buildSeconds, html, pageData }: FaqBuild): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
  return (
    `FAQ ×${times}: build ${buildSeconds.toFixed(0)} s; pt-BR FAQ HTML ${kib(html.bytes)} ` +
    `(${kib(html.gzipBytes)} gzip), page data ${kib(pageData.bytes)} (${kib(pageData.gzipBytes)} gzip)` +
    '\npublic/ now holds this build (analytics set): `npm run build` before benching the site as it is.'
  )
}
