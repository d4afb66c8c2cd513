import { githubAuthorizeUrl, githubTokenUrl, readEditorSignInConfig } from './sign-in-config'

describe('readEditorSignInConfig', () => {
  it('leaves editing off when neither client id nor secret is set', () => {
    expect(readEditorSignInConfig({})).toBeUndefined()
    expect(
      readEditorSignInConfig({ GITHUB_OAUTH_CLIENT_ID: ' ', GITHUB_OAUTH_CLIENT_SECRET: '' }),
    ).toBeUndefined()
  })

  it("uses GitHub's own addresses unless told otherwise", () => {
    expect(
      readEditorSignInConfig({
        GITHUB_OAUTH_CLIENT_ID: 'id',
        GITHUB_OAUTH_CLIENT_SECRET: 'secret',
      }),
    ).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: githubAuthorizeUrl,
      tokenUrl: githubTokenUrl,
    })
  })

  it('takes the stand-in addresses the tests give', () => {
    expect(
      readEditorSignInConfig({
        GITHUB_OAUTH_CLIENT_ID: 'id',
        GITHUB_OAUTH_CLIENT_SECRET: 'secret',
        GITHUB_OAUTH_AUTHORIZE_URL: 'http://127.0.0.1:9401/login/oauth/authorize',
        GITHUB_OAUTH_TOKEN_URL: 'http://127.0.0.1:9401/login/oauth/access_token',
      }),
    ).toMatchObject({ tokenUrl: 'http://127.0.0.1:9401/login/oauth/access_token' })
  })

  it('names every missing or malformed value of a half set-up at once', () => {
    expect(() =>
      readEditorSignInConfig({
        GITHUB_OAUTH_CLIENT_ID: 'id',
        GITHUB_OAUTH_TOKEN_URL: 'ftp://github.test/token',
      }),
    ).toThrow(
      "The editor's GitHub sign-in is half configured:\n" +
        '- GITHUB_OAUTH_CLIENT_SECRET is missing (a client secret of the GitHub OAuth app)\n' +
        '- GITHUB_OAUTH_TOKEN_URL must be an http(s) URL, got "ftp://github.test/token"',
    )
    expect(() => readEditorSignInConfig({ GITHUB_OAUTH_CLIENT_SECRET: 'secret' })).toThrow(
      "GITHUB_OAUTH_CLIENT_ID is missing (the GitHub OAuth app's client ID)",
    )
  })
})
