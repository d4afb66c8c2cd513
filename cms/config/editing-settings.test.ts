import { readEditingSettings } from './editing-settings'

describe('readEditingSettings', () => {
  it('leaves editing off without a repository', () => {
    expect(readEditingSettings({})).toBeUndefined()
    expect(readEditingSettings({ CMS_GITHUB_BRANCH: 'main', CMS_GITHUB_REPO: ' ' })).toBeUndefined()
  })

  it('saves to main of the repository by default', () => {
    expect(readEditingSettings({ CMS_GITHUB_REPO: 'acme/site' })).toEqual({
      repo: 'acme/site',
      branch: 'main',
    })
  })

  it('takes a branch, a stand-in API and a preview address pattern', () => {
    expect(
      readEditingSettings({
        CMS_GITHUB_REPO: 'acme/site',
        CMS_GITHUB_BRANCH: 'live',
        CMS_GITHUB_API_ROOT: 'http://127.0.0.1:9401/',
        CMS_PREVIEW_URL: 'https://deploy-preview-{{pr}}--acme.netlify.app',
      }),
    ).toEqual({
      repo: 'acme/site',
      branch: 'live',
      apiRoot: 'http://127.0.0.1:9401',
      previewUrl: 'https://deploy-preview-{{pr}}--acme.netlify.app',
    })
  })

  it('stops the build naming every value that cannot work', () => {
    expect(() =>
      readEditingSettings({
        CMS_GITHUB_REPO: 'https://github.com/acme/site',
        CMS_GITHUB_BRANCH: '../main',
        CMS_GITHUB_API_ROOT: 'javascript:alert(1)',
        CMS_PREVIEW_URL: 'https://preview.example/',
      }),
    ).toThrow(
      "The web editor's settings:\n" +
        '- CMS_GITHUB_REPO must be owner/name, like "acme/site", got "https://github.com/acme/site"\n' +
        '- CMS_GITHUB_BRANCH is not a branch name: "../main"\n' +
        '- CMS_GITHUB_API_ROOT must be an http(s) URL, got "javascript:alert(1)"\n' +
        '- CMS_PREVIEW_URL must be an http(s) URL with {{pr}} where the pull request\'s number goes, got "https://preview.example/"',
    )
  })
})
