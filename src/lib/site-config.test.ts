import rawSiteConfig from '../../content/site.json'
import { validateSiteConfig } from './content/check-site-details'
import { siteConfig, telHref } from './site-config'

it('accepts the repository’s content/site.json', () => {
  expect(validateSiteConfig(rawSiteConfig).brandName).not.toBe('')
})

it('names the file and each missing or malformed field', () => {
  const broken = {
    ...siteConfig,
    phone: '',
    email: 'not-an-address',
    social: { network: 'X', url: 'http://x' },
  }
  expect(() => validateSiteConfig(broken)).toThrow(
    'content/site.json: "phone" must be a non-empty text; "social.url" must be a full https:// address, got "http://x"; "email" must be an e-mail address, got "not-an-address"',
  )
})

it('reports a missing nested object instead of crashing', () => {
  const { address: _address, ...withoutAddress } = siteConfig
  expect(() => validateSiteConfig(withoutAddress)).toThrow(
    '"address.street" must be a non-empty text',
  )
})

it('turns a displayed phone number into a tel: link', () => {
  expect(telHref('+55 11 3500-4210')).toBe('tel:+551135004210')
})
