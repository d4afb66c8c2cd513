import { expect, languages, localePath, routes, test } from './fixtures'

for (const language of languages) {
  test(`every ${language} page carries the security headers and a hash-based script policy`, async ({
    request,
  }) => {
    for (const route of [...routes, '/missing-page/']) {
      const response = await request.get(localePath(language, route))
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      const scriptSrc =
        csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
      expect(scriptSrc).not.toContain('unsafe-inline')
      expect(scriptSrc).not.toContain('unsafe-eval')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toMatch(/worker-src[^;]*blob:/)
      expect(headers['strict-transport-security']).toContain('max-age=')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['access-control-allow-origin']).toBeUndefined()
    }
  })
}
