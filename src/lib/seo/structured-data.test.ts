import { organizationJsonLd, serialiseJsonLd } from './structured-data'
import { siteConfig } from '../site-config'

it('describes the firm as a schema.org Organization', () => {
  const data = organizationJsonLd(
    siteConfig,
    'https://example.com/',
    'https://example.com/favicon.svg',
  )
  expect(data).toMatchObject({
    '@type': 'Organization',
    name: siteConfig.brandName,
    email: siteConfig.email,
    address: { '@type': 'PostalAddress', streetAddress: siteConfig.address.street },
  })
})

it('cannot be broken out of its script element by content', () => {
  const json = serialiseJsonLd({ text: '</script><script>alert(1)</script>' })
  expect(json).not.toContain('</script>')
  expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' })
})
