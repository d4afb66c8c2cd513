import { isAnalyticsFreePath, isAnalyticsFreePathname } from './analytics-free-paths'

it('keeps analytics off the sign-in page and the consultant area', () => {
  expect(isAnalyticsFreePath('/login/')).toBe(true)
  expect(isAnalyticsFreePath('/login')).toBe(true)
  expect(isAnalyticsFreePath('/consultant/')).toBe(true)
  expect(isAnalyticsFreePath('/consultant/settings/')).toBe(true)
})

it('allows it on the marketing pages', () => {
  for (const path of ['/', '/qatrading/faq/', '/signup/', '/loginx/', '/qatrading/login/']) {
    expect(isAnalyticsFreePath(path)).toBe(false)
  }
})

it('reads browser pathnames in every locale and spelling', () => {
  expect(isAnalyticsFreePathname('/login/')).toBe(true)
  expect(isAnalyticsFreePathname('/en/login/')).toBe(true)
  expect(isAnalyticsFreePathname('/ja/consultant/')).toBe(true)
  expect(isAnalyticsFreePathname('/pt-PT/login')).toBe(true)
  expect(isAnalyticsFreePathname('/EN/login/')).toBe(true)
  expect(isAnalyticsFreePathname('/pt-BR/consultant/')).toBe(true)
  expect(isAnalyticsFreePathname('/en/')).toBe(false)
  expect(isAnalyticsFreePathname('/fr/signup/')).toBe(false)
})
