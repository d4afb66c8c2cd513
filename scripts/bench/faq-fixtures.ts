import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { constants, gzipSync } from 'node:zlib'

import { lintContent } from '../content-check/lint-content'
import { projectRoot, publicDir, rebuild } from './build'
import { copyOf } from './faq-copy'

/** Questions in each locale of content/faq, which the plain-DOM reference mirrors. */
export const faqQuestions = 18

/**
 * The FAQ `times` as large, for `npm run bench -- --faq 10`: every question of content/faq copied
 * `times - 1` times in every locale under a new id (`fees-2`, …) and a numbered question, after the
 * originals of its category. Written to dist/ (never committed content), where the build picks it
 * up through BENCH_FAQ_FIXTURES (gatsby-config.ts); checked by the same content check as real
 * content before anything is built from it.
 */
export async function writeFaqFixtures(times: number): Promise<string> {
  const dir = join(projectRoot, 'dist', `bench-faq-${times}x`)
  rmSync(dir, { recursive: true, force: true })
  const faqDir = join(projectRoot, 'content', 'faq')
  for (const language of readdirSync(faqDir)) {
    mkdirSync(join(dir, 'content', 'faq', language), { recursive: true })
    for (const file of readdirSync(join(faqDir, language))) {
      const source = readFileSync(join(faqDir, language, file), 'utf8')
      for (let copy = 2; copy <= times; copy += 1) {
        const id = `${file.replace(/\.mdx$/, '')}-${copy}`
        writeFileSync(join(dir, 'content', 'faq', language, `${id}.mdx`), copyOf(source, id, copy))
      }
    }
  }
  // The check renders each body as the build would, with the project's own UI strings.
  symlinkSync(join(projectRoot, 'locales'), join(dir, 'locales'))
  const problems = await lintContent(dir)
  if (problems.length > 0) {
    throw new Error(
      `The generated FAQ fails the content check:\n${problems.slice(0, 5).join('\n')}`,
    )
  }
  return join(dir, 'content')
}

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
  if (times > 1) env.BENCH_FAQ_FIXTURES = await writeFaqFixtures(times)
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
