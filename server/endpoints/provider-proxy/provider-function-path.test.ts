/** @jest-environment node */
import { providerPathOf } from './provider-function-path'

const build = { siteUrl: 'https://www.firm.example', apiUrl: '/provider' }

describe('the provider function’s path (Netlify)', () => {
  it.each([
    ['/provider/auth/v1/signin', '/provider/auth/v1/signin'],
    ['/.netlify/functions/provider/auth/v1/verify', '/provider/auth/v1/verify'],
    ['/.netlify/functions/provider', '/provider'],
    ['/provider', '/provider'],
    // Anything else the function is reached by maps to a path under the prefix the proxy refuses.
    ['/api/auth', '/provider/'],
    ['/.netlify/functions/providerx/auth/v1/verify', '/provider/'],
    ['/providerx/auth/v1/verify', '/provider/'],
  ])('serves %s as %s', (pathname, served) => {
    expect(providerPathOf(pathname, build)).toBe(served)
  })
})
