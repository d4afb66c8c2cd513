/** @jest-environment node */
import { defaultApiUrl, readServerConfig, siteAddress } from './config'
import { connectOriginOf } from './csp/content-security-policy'

describe('readServerConfig', () => {
  it('defaults to 127.0.0.1:9000 and the local provider API', () => {
    expect(readServerConfig({})).toEqual({ port: 9000, host: '127.0.0.1', apiUrl: defaultApiUrl })
  })

  it('reads PORT, HOST and GATSBY_API_URL', () => {
    expect(
      readServerConfig({
        PORT: '9300',
        HOST: '0.0.0.0',
        GATSBY_API_URL: 'https://api.example.com',
      }),
    ).toEqual({ port: 9300, host: '0.0.0.0', apiUrl: 'https://api.example.com' })
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

describe('connectOriginOf', () => {
  it('keeps only the origin of the API URL', () => {
    expect(connectOriginOf('https://api.example.com/v1/')).toEqual(['https://api.example.com'])
  })

  it('adds nothing for a same-origin path and refuses nonsense', () => {
    expect(connectOriginOf('/provider')).toEqual([])
    expect(() => connectOriginOf('not a url')).toThrow(/GATSBY_API_URL/)
  })
})
