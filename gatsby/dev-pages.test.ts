import { isHiddenDevPage } from './dev-pages'

const production = { NODE_ENV: 'production' } as NodeJS.ProcessEnv

it('keeps the catalogue, in every locale, out of a production build', () => {
  expect(isHiddenDevPage('/dev/kit/', production)).toBe(true)
  expect(isHiddenDevPage('en/dev/kit/', production)).toBe(true)
  expect(isHiddenDevPage('/ja/dev/kit/', production)).toBe(true)
})

it('shows it in develop and in the browser-test build', () => {
  expect(isHiddenDevPage('/dev/kit/', { NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toBe(false)
  expect(isHiddenDevPage('/dev/kit/', { ...production, GATSBY_KIT_CATALOGUE: '1' })).toBe(false)
})

it('never hides ordinary pages', () => {
  expect(isHiddenDevPage('/qatrading/faq/', production)).toBe(false)
  expect(isHiddenDevPage('/developers/', production)).toBe(false)
})
