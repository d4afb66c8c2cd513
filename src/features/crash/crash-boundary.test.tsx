import { render, screen } from '@testing-library/react'
import { theme } from '../../lib/theme'
import { CrashBoundary } from './crash-boundary'

jest.mock('../../lib/navigation')

function Thrower({ message }: { message: string }): never {
  throw new Error(message)
}

let consoleError: jest.SpyInstance
beforeEach(() => {
  window.history.replaceState(null, '', '/en/')
  // React logs every caught render error; the tests assert on what the reader sees instead.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

it('renders its children while nothing fails', () => {
  const onError = jest.fn()
  render(
    <CrashBoundary onError={onError}>
      <p>Page content</p>
    </CrashBoundary>,
  )
  expect(screen.getByText('Page content')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Oops! Something went wrong' })).toBeNull()
  expect(onError).not.toHaveBeenCalled()
})

it('replaces the app with the fallback and forwards the error with its component stack', async () => {
  const onError = jest.fn()
  render(
    <CrashBoundary onError={onError}>
      <p>Page content</p>
      <Thrower message="Unauthorized token" />
    </CrashBoundary>,
  )
  expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Log in again' })).toBeVisible()
  expect(screen.queryByText('Page content')).toBeNull()
  expect(onError).toHaveBeenCalledTimes(1)
  const [error, componentStack] = onError.mock.calls[0] as [Error, string]
  expect(error.message).toBe('Unauthorized token')
  expect(componentStack).toContain('CrashBoundary')
})

it('shows the general variant for other errors', async () => {
  render(
    <CrashBoundary>
      <Thrower message="x is undefined" />
    </CrashBoundary>,
  )
  expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible()
})

it('still shows the fallback when the reporter itself fails', async () => {
  const onError = jest.fn(() => {
    throw new Error('reporter down')
  })
  render(
    <CrashBoundary onError={onError}>
      <Thrower message="boom" />
    </CrashBoundary>,
  )
  expect(onError).toHaveBeenCalled()
  expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible()
})

it('themes the fallback with the given theme, outside any ThemeUIProvider', async () => {
  render(
    <CrashBoundary theme={theme}>
      <Thrower message="boom" />
    </CrashBoundary>,
  )
  expect(await screen.findByRole('main')).toHaveStyle({
    backgroundColor: 'var(--theme-ui-colors-background)',
  })
})
