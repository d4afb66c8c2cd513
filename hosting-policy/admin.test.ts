import { adminContentSecurityPolicy, isAdminFile } from './admin'
import { contentSecurityPolicy } from './csp/content-security-policy'

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources] as const
    }),
  )

describe('the content editor policy', () => {
  it('allows what Decap needs and nothing the site pages do not already allow, besides eval', () => {
    const admin = directives(adminContentSecurityPolicy())
    expect(admin.get('script-src')).toEqual(["'self'", "'unsafe-eval'"])
    expect(admin.get('connect-src')).toEqual(["'self'", 'blob:'])
    expect(admin.get('img-src')).toEqual(["'self'", 'blob:'])
    expect(admin.get('frame-src')).toEqual(["'none'"])
    for (const name of ['default-src', 'font-src', 'base-uri', 'form-action']) {
      expect(admin.get(name)).toEqual(["'self'"])
    }
    for (const name of ['object-src', 'frame-ancestors'])
      expect(admin.get(name)).toEqual(["'none'"])
  })

  it('names no origin but its own unless told (the local backend in develop)', () => {
    const policy = adminContentSecurityPolicy()
    expect(policy).not.toMatch(/https?:\/\//)
    expect(
      directives(adminContentSecurityPolicy({ connectOrigins: ['http://localhost:8081'] })).get(
        'connect-src',
      ),
    ).toEqual(["'self'", 'blob:', 'http://localhost:8081'])
  })

  it('shows images from the origins it is given, the avatar of the signed-in account', () => {
    const policy = adminContentSecurityPolicy({
      imageOrigins: ['https://avatars.githubusercontent.com'],
    })
    expect(directives(policy).get('img-src')).toEqual([
      "'self'",
      'blob:',
      'https://avatars.githubusercontent.com',
    ])
    expect(directives(policy).get('connect-src')).toEqual(["'self'", 'blob:'])
  })

  it("is not the site pages' policy, which never allows eval", () => {
    expect(contentSecurityPolicy()).not.toContain("'unsafe-eval'")
  })

  it('applies to the files under admin/ only', () => {
    expect(isAdminFile('admin/index.html')).toBe(true)
    expect(isAdminFile('admin/decap-cms.js')).toBe(true)
    expect(isAdminFile('en/admin/index.html')).toBe(false)
    expect(isAdminFile('administration.html')).toBe(false)
  })
})
