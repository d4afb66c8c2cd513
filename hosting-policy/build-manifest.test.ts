/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  buildSettingsFromEnv,
  manifestFileName,
  manifestVersion,
  readBuildManifest,
  servesEditor,
  settingsDrift,
} from './build-manifest'

describe('buildSettingsFromEnv', () => {
  it('defaults to the local site and provider', () => {
    expect(buildSettingsFromEnv({})).toEqual({
      siteUrl: 'http://localhost:9000',
      apiUrl: 'http://localhost:8787',
    })
  })

  it('records every setting the pages are built with', () => {
    expect(
      buildSettingsFromEnv({
        GATSBY_SITE_URL: 'https://www.firm.example/',
        GATSBY_API_URL: 'https://api.provider.example/',
        GATSBY_ANALYTICS_SRC: 'https://stats.example/script.js',
        GATSBY_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
        PROVIDER_ORIGIN: 'https://ignored.example',
      }),
    ).toEqual({
      siteUrl: 'https://www.firm.example',
      apiUrl: 'https://api.provider.example',
      analyticsSrc: 'https://stats.example/script.js',
      sentryDsn: 'https://key@o1.ingest.sentry.io/42',
    })
  })

  it('same-origin mode: a path of the site, forwarded to PROVIDER_ORIGIN', () => {
    expect(
      buildSettingsFromEnv({
        GATSBY_API_URL: '/provider/',
        PROVIDER_ORIGIN: 'https://api.p.example',
      }),
    ).toEqual({
      siteUrl: 'http://localhost:9000',
      apiUrl: '/provider',
      providerOrigin: 'https://api.p.example',
    })
  })

  it.each([undefined, '', 'api.p.example', 'https://api.p.example/v1', 'ftp://api.p.example'])(
    'refuses same-origin mode with PROVIDER_ORIGIN=%s, saying what to set',
    (value) => {
      expect(() =>
        buildSettingsFromEnv({ GATSBY_API_URL: '/provider', PROVIDER_ORIGIN: value }),
      ).toThrow(/set PROVIDER_ORIGIN to the provider's origin/)
    },
  )

  it.each([
    ['GATSBY_SITE_URL', 'www.firm.example', /GATSBY_SITE_URL must be an http\(s\) URL/],
    ['GATSBY_API_URL', 'javascript:alert(1)', /GATSBY_API_URL must be an http\(s\) URL or a path/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => buildSettingsFromEnv({ [name]: value })).toThrow(message)
  })
})

describe('readBuildManifest', () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'manifest-'))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('reads the manifest the build wrote', () => {
    const manifest = {
      manifestVersion,
      buildId: 'abc',
      builtAt: '2026-11-26T00:00:00.000Z',
      siteUrl: 'https://www.firm.example',
      apiUrl: 'https://api.provider.example',
    }
    writeFileSync(path.join(folder, manifestFileName), JSON.stringify(manifest))
    expect(readBuildManifest(folder)).toEqual(manifest)
  })

  it('refuses a folder without one, naming the folder', () => {
    expect(() => readBuildManifest(folder)).toThrow(
      `No build manifest in ${folder} (build-manifest.json): run npm run build.`,
    )
  })

  it.each([
    ['another version', JSON.stringify({ manifestVersion: manifestVersion + 1 })],
    ['no version', JSON.stringify({ apiUrl: '/x' })],
    ['broken JSON', '{"manifestVersion": 1'],
  ])('refuses a manifest with %s, naming the folder', (_what, text) => {
    writeFileSync(path.join(folder, manifestFileName), text)
    expect(() => readBuildManifest(folder)).toThrow(
      `The build in ${folder} was made by another version of the site`,
    )
  })
})

describe('settingsDrift', () => {
  const build = { siteUrl: 'https://www.firm.example', apiUrl: 'https://api.provider.example' }

  it('says nothing when the environment agrees or is silent', () => {
    expect(settingsDrift(build, {})).toEqual([])
    expect(
      settingsDrift(build, {
        GATSBY_API_URL: 'https://api.provider.example/',
        GATSBY_SITE_URL: 'https://www.firm.example',
        GATSBY_SENTRY_DSN: '',
      }),
    ).toEqual([])
  })

  it('names each value that differs, with both sides, and keeps the build’s', () => {
    expect(
      settingsDrift(build, {
        GATSBY_API_URL: 'http://localhost:8787',
        GATSBY_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
      }),
    ).toEqual([
      'GATSBY_API_URL differs from the build\'s: environment "http://localhost:8787", build ' +
        '"https://api.provider.example". Using the build\'s; rebuild to change it.',
      'GATSBY_SENTRY_DSN differs from the build\'s: environment "https://key@o1.ingest.sentry.io/42", ' +
        "build unset. Using the build's; rebuild to change it.",
    ])
  })
})

describe('the editor on an origin of its own (CMS_ORIGIN)', () => {
  const site = { GATSBY_SITE_URL: 'https://www.firm.example' }

  it('serves the editor on the site unless CMS_ORIGIN names another origin', () => {
    expect(servesEditor(buildSettingsFromEnv(site))).toBe(true)
    const elsewhere = buildSettingsFromEnv({ ...site, CMS_ORIGIN: 'https://cms.firm.example/' })
    expect(elsewhere.editorOrigin).toBe('https://cms.firm.example')
    expect(servesEditor(elsewhere)).toBe(false)
    // The editor's own build: the same origin as its site.
    const editorsBuild = buildSettingsFromEnv({
      GATSBY_SITE_URL: 'https://cms.firm.example',
      CMS_ORIGIN: 'https://cms.firm.example',
    })
    expect(servesEditor(editorsBuild)).toBe(true)
  })

  it.each(['cms.firm.example', 'https://cms.firm.example/admin/', 'ftp://cms.firm.example'])(
    'refuses CMS_ORIGIN=%s with a clear message',
    (value) => {
      expect(() => buildSettingsFromEnv({ ...site, CMS_ORIGIN: value })).toThrow(
        /CMS_ORIGIN must be the web editor's origin/,
      )
    },
  )
})
