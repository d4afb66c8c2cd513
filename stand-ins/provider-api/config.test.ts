/** @jest-environment node */
import { defaultSiteOrigins, readProviderConfig } from './config'
import { defaultSeedPath } from './seed/load-seed'

describe('readProviderConfig', () => {
  it('defaults to 127.0.0.1:8787, the local site origins, faults on outside production', () => {
    expect(readProviderConfig({})).toEqual({
      port: 8787,
      host: '127.0.0.1',
      siteOrigins: defaultSiteOrigins,
      faults: true,
      accessTokenTtlMs: 15 * 60_000,
      refreshTokenTtlMs: 7 * 24 * 60 * 60_000,
      seedPath: defaultSeedPath,
    })
    expect(defaultSiteOrigins).toEqual([
      'http://localhost:9000',
      'http://127.0.0.1:9000',
      'http://localhost:8000',
      'http://127.0.0.1:8000',
    ])
  })

  it('reads every variable', () => {
    expect(
      readProviderConfig({
        PROVIDER_PORT: '9787',
        PROVIDER_HOST: '0.0.0.0',
        SITE_ORIGINS: 'http://127.0.0.1:9200, https://www.example.com',
        PROVIDER_FAULTS: '0',
        PROVIDER_ACCESS_TTL: '60',
        PROVIDER_REFRESH_TTL: '3600',
        PROVIDER_SEED: '/tmp/seed.json',
      }),
    ).toEqual({
      port: 9787,
      host: '0.0.0.0',
      siteOrigins: ['http://127.0.0.1:9200', 'https://www.example.com'],
      faults: false,
      accessTokenTtlMs: 60_000,
      refreshTokenTtlMs: 3_600_000,
      seedPath: '/tmp/seed.json',
    })
  })

  it.each([
    [{}, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', PROVIDER_FAULTS: '1' }, true],
    [{ PROVIDER_FAULTS: '0' }, false],
  ])('switches faults for %j to %s', (env, faults) => {
    expect(readProviderConfig(env).faults).toBe(faults)
  })

  it.each([
    [{ PROVIDER_PORT: '70000' }, /PROVIDER_PORT must be a whole number from 0 to 65535/],
    [{ PROVIDER_PORT: '87.5' }, /PROVIDER_PORT must be a whole number/],
    [
      { SITE_ORIGINS: 'http://localhost:9000/' },
      /SITE_ORIGINS must list origins .* "http:\/\/localhost:9000\/"/,
    ],
    [{ SITE_ORIGINS: 'localhost:9000' }, /SITE_ORIGINS must list origins/],
    [{ PROVIDER_FAULTS: 'yes' }, /PROVIDER_FAULTS must be 1 or 0/],
    [{ PROVIDER_ACCESS_TTL: '0' }, /PROVIDER_ACCESS_TTL must be a whole number of seconds from 1/],
    [{ PROVIDER_REFRESH_TTL: '7d' }, /PROVIDER_REFRESH_TTL must be a whole number of seconds/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => readProviderConfig(env)).toThrow(message)
  })
})
