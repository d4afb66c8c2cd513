/** @jest-environment node */
import { readServerConfig, siteAddress } from './config'
import { defaultApiUrl } from '../hosting-policy/csp/site-origins'

describe('readServerConfig', () => {
  it('defaults to 127.0.0.1:9000 and the local provider API', () => {
    expect(readServerConfig({})).toEqual({
      port: 9000,
      host: '127.0.0.1',
      apiUrl: defaultApiUrl,
      analyticsSrc: undefined,
      sentryDsn: undefined,
      siteOrigin: 'http://localhost:9000',
      monitoringRateLimit: 60,
      providerCookies: ['csrftoken', 'sessionid'],
      trustProxy: false,
    })
  })

  it('reads PORT, HOST, GATSBY_API_URL, GATSBY_ANALYTICS_SRC and GATSBY_SENTRY_DSN', () => {
    expect(
      readServerConfig({
        PORT: '9300',
        HOST: '0.0.0.0',
        GATSBY_API_URL: 'https://api.example.com',
        GATSBY_ANALYTICS_SRC: 'https://stats.example/js/script.js',
        GATSBY_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
        GATSBY_SITE_URL: 'https://www.example.com/base/',
        MONITORING_RATE_LIMIT: '120',
      }),
    ).toEqual({
      port: 9300,
      host: '0.0.0.0',
      apiUrl: 'https://api.example.com',
      analyticsSrc: 'https://stats.example/js/script.js',
      sentryDsn: 'https://key@o1.ingest.sentry.io/42',
      siteOrigin: 'https://www.example.com',
      monitoringRateLimit: 120,
      providerCookies: ['csrftoken', 'sessionid'],
      trustProxy: false,
    })
  })

  it.each([
    ['GATSBY_SITE_URL', 'www.example.com', /GATSBY_SITE_URL must be an http\(s\) URL/],
    ['MONITORING_RATE_LIMIT', '0', /MONITORING_RATE_LIMIT must be a whole number/],
    ['MONITORING_RATE_LIMIT', 'lots', /MONITORING_RATE_LIMIT must be a whole number/],
    ['PROVIDER_COOKIES', 'csrftoken,editor-sign-in', /PROVIDER_COOKIES .*got "editor-sign-in"/],
    ['PROVIDER_COOKIES', '__Secure-editor-sign-in', /PROVIDER_COOKIES .*none of the site's own/],
    ['PROVIDER_COOKIES', '__Host-session', /PROVIDER_COOKIES .*__Host- prefix/],
    ['PROVIDER_COOKIES', 'a b', /PROVIDER_COOKIES must be/],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY must be the addresses of the proxies .*got "yes"/],
    ['TRUST_PROXY', '1', /TRUST_PROXY must be the addresses/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY must be/],
    ['TRUST_PROXY', '10.0.0.0/8/9', /TRUST_PROXY must be/],
    ['TRUST_PROXY', '0.0.0.0/0', /TRUST_PROXY must be/],
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    expect(() => readServerConfig({ [name]: value })).toThrow(message)
  })

  it('treats empty optional variables as unset', () => {
    const config = readServerConfig({ GATSBY_ANALYTICS_SRC: '', GATSBY_SENTRY_DSN: '' })
    expect(config.analyticsSrc).toBeUndefined()
    expect(config.sentryDsn).toBeUndefined()
  })

  it("reads the provider's cookie names and the proxies to trust", () => {
    const config = readServerConfig({
      PROVIDER_COOKIES: 'csrftoken, provider_session',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, loopback',
    })
    expect(config.providerCookies).toEqual(['csrftoken', 'provider_session'])
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback'])
  })

  it.each(['abc', '70000', '-1', '80.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => readServerConfig({ PORT: port })).toThrow(/PORT must be a whole number/)
  })
})

describe('siteAddress', () => {
  it.each([
    ['127.0.0.1', 9000, 'http://localhost:9000/'],
    ['localhost', 9000, 'http://localhost:9000/'],
    ['0.0.0.0', 8080, 'http://0.0.0.0:8080/'],
    ['::', 9000, 'http://[::]:9000/'],
  ])('shows %s:%d as %s', (host, port, address) => {
    expect(siteAddress(host, port)).toBe(address)
  })
})
