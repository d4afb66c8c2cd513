import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { renderInTheme } from '../../testing/render-in-theme'
import { CrashFallback } from './crash-fallback'
import { logoutTimeoutMs } from './logout-after-crash'
import { assignLocation, reloadPage } from '../../lib/navigation'

jest.mock('../../lib/navigation')

const assign = jest.mocked(assignLocation)
const reload = jest.mocked(reloadPage)
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()

const storedAuth = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  consultant: '{"name":"Ana"}',
  lastVerified: '1700000000000',
}
const authKeys = Object.keys(storedAuth)

function storedAuthKeys(): string[] {
  return authKeys.filter((key) => localStorage.getItem(key) !== null)
}

function answer(status: number): Response {
  return { ok: status >= 200 && status < 300, status } as Response
}

function renderFallback(message: string) {
  return render(<CrashFallback error={new Error(message)} />)
}

beforeEach(() => {
  global.fetch = fetchMock as typeof fetch
  window.history.replaceState(null, '', '/en/')
  localStorage.clear()
  for (const [key, value] of Object.entries(storedAuth)) localStorage.setItem(key, value)
  localStorage.setItem('theme-ui-color-mode', 'light')
})

afterEach(() => {
  jest.useRealTimers()
  fetchMock.mockReset()
  assign.mockReset()
  reload.mockReset()
  // @ts-expect-error jsdom has no fetch of its own; each test installs the mock.
  delete global.fetch
})

describe('variants', () => {
  it('offers Try Again with the apology for a general error, and focuses the heading', () => {
    renderFallback("Cannot read properties of undefined (reading 'map')")
    const heading = screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })
    expect(heading).toHaveFocus()
    expect(
      screen.getByText(
        'We apologize for the inconvenience. Our team has been notified and is working on the issue.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Log in again' })).not.toBeInTheDocument()
  })

  it.each(['AUTH failed', 'Token expired', 'request unauthorized'])(
    'offers Log in again for a session error ("%s")',
    (message) => {
      renderFallback(message)
      expect(
        screen.getByText('There was an issue with your session. Please log in again to continue.'),
      ).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Log in again' })).toBeEnabled()
      expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument()
    },
  )

  it('speaks the language of the URL', () => {
    window.history.replaceState(null, '', '/fr/qatrading/faq/')
    renderFallback('Token expired')
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'fr')
    expect(screen.getByRole('heading', { name: "Oups ! Une erreur s'est produite" })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Se reconnecter' })).toBeVisible()
  })

  it('sets Japanese in the Japanese font stack, inside the theme or not', () => {
    window.history.replaceState(null, '', '/ja/')
    renderFallback('boom')
    expect(getComputedStyle(screen.getByRole('main')).fontFamily).toContain('"Noto Sans JP"')
    cleanup()
    renderInTheme(<CrashFallback error={new Error('boom')} />)
    expect(getComputedStyle(screen.getByRole('main')).fontFamily).toContain('"Noto Sans JP"')
  })

  it('speaks pt-BR on unprefixed paths', () => {
    window.history.replaceState(null, '', '/login/')
    renderFallback('boom')
    expect(screen.getByRole('heading', { name: 'Ops! Algo deu errado' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  })
})

describe('logging out', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/consultant/'))

  it('on an ok answer, clears the four keys and loads the home page of the locale', async () => {
    fetchMock.mockResolvedValue(answer(200))
    const user = userEvent.setup()
    renderFallback('Token expired')
    await user.click(screen.getByRole('button', { name: 'Log in again' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    expect(storedAuthKeys()).toEqual([])
    expect(localStorage.getItem('theme-ui-color-mode')).toBe('light')
    expect(reload).not.toHaveBeenCalled()
  })

  it('goes to / from a pt-BR page', async () => {
    window.history.replaceState(null, '', '/consultant/')
    fetchMock.mockResolvedValue(answer(200))
    const user = userEvent.setup()
    renderFallback('boom')
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
  })

  it.each([
    ['a non-ok answer', () => fetchMock.mockResolvedValue(answer(500))],
    ['a 403 answer', () => fetchMock.mockResolvedValue(answer(403))],
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    [
      'fetch throwing at once',
      () =>
        fetchMock.mockImplementation(() => {
          throw new Error('fetch is broken')
        }),
    ],
    [
      'an unreadable answer',
      () =>
        fetchMock.mockResolvedValue({
          get ok(): boolean {
            throw new Error('broken response')
          },
        } as Response),
    ],
  ])('on %s, reloads and keeps the keys', async (_case, arrange) => {
    arrange()
    const user = userEvent.setup()
    renderFallback('boom')
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(assign).not.toHaveBeenCalled()
    expect(storedAuthKeys()).toEqual(authKeys)
  })

  it('reloads when leaving for the home page fails', async () => {
    fetchMock.mockResolvedValue(answer(200))
    assign.mockImplementation(() => {
      throw new Error('navigation blocked')
    })
    const user = userEvent.setup()
    renderFallback('boom')
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })

  it('shows Logging out... on a disabled button, announces it, and calls once', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined))
    const user = userEvent.setup()
    renderFallback('Token expired')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    const button = screen.getByRole('button', { name: 'Log in again' })
    await user.dblClick(button)
    expect(button).toHaveAccessibleName('Logging out...')
    expect(button).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Logging out...')
    await user.click(button)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('gives up on a silent server after 8 seconds and reloads', async () => {
    jest.useFakeTimers()
    fetchMock.mockReturnValue(new Promise(() => undefined))
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderFallback('boom')
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    const { signal } = fetchMock.mock.calls[0]![1]!
    await act(async () => {
      jest.advanceTimersByTime(logoutTimeoutMs - 1)
    })
    expect(reload).not.toHaveBeenCalled()
    await act(async () => {
      jest.advanceTimersByTime(1)
    })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(signal?.aborted).toBe(true)
    expect(storedAuthKeys()).toEqual(authKeys)
  })
})

describe('without a healthy theme', () => {
  it('sets its own readable colours', () => {
    renderFallback('boom')
    // Both of the pair: black text would be lost on the dark body the theme may leave behind.
    expect(screen.getByRole('main')).toHaveStyle({ color: 'CanvasText', backgroundColor: 'Canvas' })
  })

  it('uses the theme when there is one', () => {
    renderInTheme(<CrashFallback error={new Error('boom')} />)
    expect(screen.getByRole('main')).toHaveStyle({
      color: 'var(--theme-ui-colors-text)',
      backgroundColor: 'var(--theme-ui-colors-background)',
    })
  })
})

it.each(['Token expired', 'boom'])('has no axe violations ("%s")', async (message) => {
  const { container } = renderInTheme(<CrashFallback error={new Error(message)} />)
  expect(await axe(container)).toHaveNoViolations()
})
