import { previewUrlFor } from './preview-links'

it("puts the draft's pull-request number where the pattern says", () => {
  expect(previewUrlFor('https://deploy-preview-{{pr}}--acme.netlify.app/', 12)).toBe(
    'https://deploy-preview-12--acme.netlify.app/',
  )
})
