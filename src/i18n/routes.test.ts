import { defaultLanguage, languages } from './languages'
import { withTrailingSlash } from './paths'
import { routeAt, routeKeys, routeList, routes } from './routes'

describe('the route table', () => {
  it.each(routeKeys)('gives "%s" a path in the site’s one form, built in pt-BR', (key) => {
    const route = routes[key]
    expect(route.path).toMatch(/^\//)
    expect(withTrailingSlash(route.path)).toBe(route.path)
    expect(route.locales).toContain(defaultLanguage)
    expect(route.locales.every((language) => languages.includes(language))).toBe(true)
  })

  it('keeps signed-in and team pages away from search engines, and signed-in ones from analytics', () => {
    for (const route of routeList) {
      if (route.signedIn || route.devOnly) expect(route.sitemap).toBe(false)
      if (route.signedIn) expect(route.analytics).toBe(false)
    }
  })
})

describe('the header’s labels', () => {
  const navRoutes = routeKeys.filter((key) => routes[key].nav !== false)

  it.each(languages.flatMap((language) => navRoutes.map((key) => [language, key] as const)))(
    '%s has a label for "%s", which the header lists',
    async (language, key) => {
      const common = (await import(`../../locales/${language}/common.json`)) as {
        nav?: Record<string, unknown>
      }
      const label = common.nav?.[key]
      expect(typeof label === 'string' && label.trim() !== '').toBe(true)
    },
  )
})

describe('routeAt', () => {
  it('finds a route by its path without locale prefix, with or without the trailing slash', () => {
    expect(routeAt('/qatrading/faq/')).toBe(routes.faq)
    expect(routeAt('/login')).toBe(routes.login)
    expect(routeAt('/')).toBe(routes.home)
  })

  it('finds nothing for a path no row has', () => {
    expect(routeAt('/404.html')).toBeUndefined()
    expect(routeAt('/admin/')).toBeUndefined()
    expect(routeAt('/qatrading/')).toBeUndefined()
  })
})
