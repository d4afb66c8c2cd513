import { render, screen, waitFor } from '@testing-library/react'
import { reloadPage } from '../../lib/navigation'
import { staticReloadKey } from '../../lib/static-reload'
import { CrashBoundary } from './crash-boundary'
import { SectionBoundary } from './section-boundary'

// The crash screen's chunk cannot be fetched (offline, or a new deployment removed it).
jest.mock('./crash-fallback', () => {
  throw new Error('Loading chunk crash-screen failed')
})
jest.mock('./section-error', () => {
  throw new Error('Loading chunk crash-screen failed')
})
jest.mock('../../lib/navigation')

function Thrower(): never {
  throw new Error('x is undefined')
}

let consoleError: jest.SpyInstance
beforeEach(() => {
  window.history.replaceState(null, '', '/en/qatrading/faq/')
  window.sessionStorage.clear()
  jest.mocked(reloadPage).mockClear()
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

it('reloads the page once without scripts when the crash screen cannot be fetched', async () => {
  render(
    <CrashBoundary>
      <p>Page content</p>
      <Thrower />
    </CrashBoundary>,
  )
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
  expect(screen.queryByText('Page content')).toBeNull()
  expect(window.sessionStorage.getItem(staticReloadKey)).toBe('/en/qatrading/faq/')
})

it('reloads the page once without scripts when a broken section cannot fetch its message', async () => {
  render(
    <CrashBoundary>
      <h1>Page title</h1>
      <SectionBoundary>
        <Thrower />
      </SectionBoundary>
    </CrashBoundary>,
  )
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
  // The rest of the page stays until the reload.
  expect(screen.getByRole('heading', { name: 'Page title' })).toBeInTheDocument()
})
