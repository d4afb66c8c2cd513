import { defaultLanguage, isLanguage, languages, type Language } from './languages'

/**
 * The site's one trailing-slash policy (`trailingSlash: 'always'` in gatsby-config): every page path
 * ends with `/`; the production server redirects the other form.
 */
export function withTrailingSlash(path: string): string {
  if (path === '' || path === '/') return '/'
  const [pathname, rest] = splitPath(path)
  const last = pathname.split('/').pop() ?? ''
  // Files such as /sitemap.xml or /404.html keep their name.
  if (pathname.endsWith('/') || last.includes('.')) return pathname + rest
  return `${pathname}/${rest}`
}

/** The path of `path` (unprefixed, starting with `/`) in `language`: pt-BR has no prefix. */
export function localePath(language: Language, path: string): string {
  const normalised = withTrailingSlash(path.startsWith('/') ? path : `/${path}`)
  return language === defaultLanguage ? normalised : `/${language}${normalised}`
}

export interface LocatedPath {
  language: Language
  /** The path without its locale prefix, starting with `/`. */
  path: string
}

/** Splits `/en/qatrading/faq/` into `en` and `/qatrading/faq/`; unprefixed paths are pt-BR. */
export function splitLocalePath(pathname: string): LocatedPath {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLanguage(first) && first !== defaultLanguage) {
    return { language: first, path: `/${rest.join('/')}` }
  }
  return { language: defaultLanguage, path: pathname || '/' }
}

/**
 * A first path segment that names a locale in another letter case (`/pt-pt/`, `/EN/`), or names the
 * unprefixed default (`/pt-BR/login/`): the production server redirects it to the one real path.
 * Returns the corrected path, or null when the path is already right (or names no locale).
 */
export function correctLocaleCase(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/')
  const match = languages.find((language) => language.toLowerCase() === first.toLowerCase())
  if (!match) return null
  if (match === defaultLanguage) return `/${rest.join('/')}`
  return match === first ? null : `/${[match, ...rest].join('/')}`
}

export interface AlternateLink {
  hrefLang: Language | 'x-default'
  href: string
}

/**
 * `<link rel="alternate">` targets for `path` in each of `among` (every locale unless the page has
 * fewer), plus x-default (the pt-BR page).
 */
export function alternateLinks(
  host: string,
  path: string,
  among: readonly Language[] = languages,
): AlternateLink[] {
  const links: AlternateLink[] = languages
    .filter((language) => among.includes(language))
    .map((language) => ({
      hrefLang: language,
      href: absoluteUrl(host, localePath(language, path)),
    }))
  links.push({ hrefLang: 'x-default', href: absoluteUrl(host, localePath(defaultLanguage, path)) })
  return links
}

export function absoluteUrl(host: string, path: string): string {
  return host.replace(/\/+$/, '') + path
}

function splitPath(path: string): [string, string] {
  const index = path.search(/[?#]/)
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)]
}
