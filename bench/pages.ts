import { parseArgs } from 'node:util'

import { languages, type Language } from '../src/i18n/languages'
import { localePath } from '../src/i18n/paths'
import { routeKeys, routes, type RouteKey } from '../src/i18n/routes'

export interface BenchPage {
  /** `pt-BR home`, `ja FAQ`: the column title. */
  id: string
  language: Language
  /** The route's key in src/i18n/routes.ts, as `--pages` takes it: `home`, `faq`, `login`. */
  name: RouteKey
  /** The path in its locale: `/`, `/ja/qatrading/faq/`. */
  path: string
}

/** How a column names a route where its key would read oddly. */
const columnLabels: Partial<Record<RouteKey, string>> = { faq: 'FAQ', signup: 'sign-up' }

/** The visitor's pages of the route table: not the 404 page, not the team's kit. */
const benchRoutes = routeKeys.filter((key) => key !== 'notFound' && !routes[key].devOnly)

/** Every route in each of its locales (35 pages): what `--all` measures and `--pages` picks from. */
export const allPages: BenchPage[] = languages.flatMap((language) =>
  benchRoutes
    .filter((name) => (routes[name].locales as readonly Language[]).includes(language))
    .map((name) => ({
      id: `${language} ${columnLabels[name] ?? name}`,
      language,
      name,
      path: localePath(language, routes[name].path),
    })),
)

/**
 * The default set: the default locale's two heaviest pages (home with its images, the FAQ with the
 * most text), the lightest route in another Latin-script locale, and the home page in the locale
 * with CJK fonts.
 */
export const defaultPageIds = ['pt-BR home', 'pt-BR FAQ', 'en login', 'ja home'] as const

export interface Options {
  runs: number
  pages: BenchPage[]
  /** `--only loads` or `--only interactions`: one of the two tables; both by default. */
  only: 'loads' | 'interactions' | null
  /** `--steps menu,theme`: only the interactions whose name holds one of the words; all by default. */
  steps: string[] | null
  /**
   * `--faq 10`: build first, with the FAQ that many times as large (1: as it is), report the build
   * time and the FAQ page's weights, and measure only the FAQ's interactions and (unless `--pages`
   * or `--all` says otherwise) the pt-BR FAQ's load.
   */
  faq: number | null
}

export const defaultRuns = 5

/**
 * `--runs 3`, `--all`, `--pages ja,faq`, `--only interactions`, `--faq 10`; the references are always
 * measured as well.
 */
export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: String(defaultRuns) },
      all: { type: 'boolean', default: false },
      pages: { type: 'string' },
      only: { type: 'string' },
      faq: { type: 'string' },
      steps: { type: 'string' },
    },
  })
  const only = values.only ?? null
  if (only !== null && only !== 'loads' && only !== 'interactions') {
    throw new Error(`--only takes loads or interactions, got "${only}"`)
  }
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs must be a positive integer, got "${values.runs}"`)
  }
  const faq = values.faq === undefined ? null : Number(values.faq)
  if (faq !== null && (!Number.isInteger(faq) || faq < 1 || faq > 100)) {
    throw new Error(`--faq takes how many times the FAQ (1 to 100), got "${values.faq}"`)
  }
  const filter = values.pages ?? (faq !== null && !values.all ? 'pt-BR/faq' : undefined)
  const pages = selectPages({ all: values.all ?? false, filter })
  const steps = values.steps?.split(',').map((word) => word.trim().toLowerCase()) ?? null
  if (steps?.some((word) => word === ''))
    throw new Error(`--steps takes words, got "${values.steps}"`)
  return { runs, only, faq, pages, steps }
}

/**
 * No option: the default set. `--all`: every route in every locale. `--pages ja,faq,en/login`:
 * the pages of all 35 where any token is the page's locale, route name, id (`ja faq` or `ja/faq`)
 * or path, in the catalogue's order.
 */
export function selectPages({ all, filter }: { all: boolean; filter?: string }): BenchPage[] {
  if (all && filter !== undefined) throw new Error('Give either --all or --pages, not both')
  if (all) return allPages
  if (filter === undefined) {
    return defaultPageIds.map((id) => allPages.find((page) => page.id === id) as BenchPage)
  }
  const tokens = filter
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
  const keysOf = (page: BenchPage) =>
    [page.language, page.name, page.id, `${page.language} ${page.name}`, page.path].flatMap(
      (key) => [key.toLowerCase(), key.toLowerCase().replace(' ', '/')],
    )
  const pages = allPages.filter((page) => keysOf(page).some((key) => tokens.includes(key)))
  if (pages.length === 0) {
    throw new Error(
      `--pages ${filter} matches none of: ${allPages.map((page) => page.id).join(', ')}`,
    )
  }
  return pages
}
