import { reloadPage } from './navigation'
import { reloadWithoutScripts, staticReloadKey, takeReloadWithoutScripts } from './static-reload'

jest.mock('./navigation')

beforeEach(() => {
  window.history.replaceState(null, '', '/ja/login/')
  window.sessionStorage.clear()
  jest.mocked(reloadPage).mockClear()
})

it('marks the page and reloads it; that load alone is shown without scripts', () => {
  reloadWithoutScripts()
  expect(reloadPage).toHaveBeenCalledTimes(1)
  expect(window.sessionStorage.getItem(staticReloadKey)).toBe('/ja/login/')
  expect(takeReloadWithoutScripts()).toBe(true)
  // The next load (a link followed, a manual reload) hydrates again.
  expect(takeReloadWithoutScripts()).toBe(false)
})

it('ignores, and clears, a mark left for another page', () => {
  window.sessionStorage.setItem(staticReloadKey, '/en/')
  expect(takeReloadWithoutScripts()).toBe(false)
  expect(window.sessionStorage.getItem(staticReloadKey)).toBeNull()
})

it('does not reload without storage, which would leave nothing to stop a loop', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('SecurityError')
  })
  try {
    reloadWithoutScripts()
    expect(reloadPage).not.toHaveBeenCalled()
  } finally {
    setItem.mockRestore()
  }
})
