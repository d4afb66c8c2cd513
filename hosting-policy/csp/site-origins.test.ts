/** @jest-environment node */
import { originOf, siteOrigins } from './site-origins'

describe('originOf', () => {
  it('keeps only the origin of a URL', () => {
    expect(originOf('https://api.example.com/v1/', 'X')).toEqual(['https://api.example.com'])
    expect(originOf('//cdn.example/js/a.js', 'X')).toEqual(['https://cdn.example'])
  })

  it('adds nothing for a same-origin path and refuses nonsense', () => {
    expect(originOf('/provider', 'X')).toEqual([])
    expect(() => originOf('not a url', 'GATSBY_API_URL')).toThrow(/GATSBY_API_URL/)
    expect(() => originOf('javascript:alert(1)', 'GATSBY_ANALYTICS_SRC')).toThrow(
      /GATSBY_ANALYTICS_SRC/,
    )
  })
})

describe('siteOrigins', () => {
  it('lets pages call the API, and load and call the analytics origin', () => {
    expect(
      siteOrigins({
        apiUrl: 'https://api.example.com/v1/',
        analyticsSrc: 'https://stats.example/js/script.js',
      }),
    ).toEqual({
      scriptOrigins: ['https://stats.example'],
      connectOrigins: ['https://api.example.com', 'https://stats.example'],
      editorOrigins: [],
      editorImageOrigins: [],
    })
  })

  it("lets only the editor call the GitHub API the build's editing saves to", () => {
    expect(
      siteOrigins({ apiUrl: '/provider', editorApiRoot: 'http://127.0.0.1:9401/api/v3' }),
    ).toEqual({
      scriptOrigins: [],
      connectOrigins: [],
      editorOrigins: ['http://127.0.0.1:9401'],
      editorImageOrigins: [],
    })
  })

  it("lets the editor on GitHub show the signed-in account's avatar, and nothing else from there", () => {
    const origins = siteOrigins({ apiUrl: '/provider', editorApiRoot: 'https://api.github.com' })
    expect(origins.editorOrigins).toEqual(['https://api.github.com'])
    expect(origins.editorImageOrigins).toEqual(['https://avatars.githubusercontent.com'])
    expect(origins.connectOrigins).toEqual([])
  })

  it('adds no analytics origin when unset or same-origin', () => {
    expect(siteOrigins({ apiUrl: '/provider' })).toEqual({
      scriptOrigins: [],
      connectOrigins: [],
      editorOrigins: [],
      editorImageOrigins: [],
    })
    expect(siteOrigins({ apiUrl: '/provider', analyticsSrc: '/stats/script.js' })).toEqual({
      scriptOrigins: [],
      connectOrigins: [],
      editorOrigins: [],
      editorImageOrigins: [],
    })
  })
})
