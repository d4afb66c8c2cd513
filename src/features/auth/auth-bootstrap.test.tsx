import { act, render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { hydrateRoot } from 'react-dom/client'
import { TextEncoder as NodeTextEncoder } from 'util'
import { ApiError, providerClient } from './api/provider-client'
import { AuthBootstrap } from './auth-bootstrap'
import { authStateOf, seedSignedIn, storedAuth } from '../../testing/auth-fixtures'
import { storageEventFromAnotherTab } from '../../testing/storage-event'
import { useAuth } from './use-auth'

const now = Date.UTC(2025, 0, 1, 12)
const minutes = (m: number, s = 0) => (m * 60 + s) * 1000

let store: ReturnType<typeof createStore>
let verify: jest.SpyInstance

function renderBootstrap() {
  return render(
    <Provider store={store}>
      <AuthBootstrap />
    </Provider>,
  )
}

function setVisibility(state: DocumentVisibilityState) {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  jest.useFakeTimers({ now })
  store = createStore()
  verify = jest.spyOn(providerClient, 'verify').mockResolvedValue(undefined)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  localStorage.clear()
})

it('runs the load sequence once mounted', async () => {
  seedSignedIn(now - minutes(1))
  renderBootstrap()
  await act(() => jest.advanceTimersByTimeAsync(0))
  expect(authStateOf(store)).toMatchObject({ isAuthenticated: true, isLoading: false })
  expect(verify).not.toHaveBeenCalled()
})

it('renders the same signed-out markup on the server and hydrates without a warning', async () => {
  seedSignedIn(now)
  function Probe() {
    const { isAuthenticated, isLoading } = useAuth()
    return <p>{isLoading ? 'loading' : isAuthenticated ? 'signed in' : 'signed out'}</p>
  }
  const app = () => (
    <Provider store={createStore()}>
      <AuthBootstrap />
      <Probe />
    </Provider>
  )
  // react-dom/server's browser build needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? NodeTextEncoder })
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  const html = renderToString(app())
  expect(html).toBe('<p>loading</p>')
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const consoleError = jest.spyOn(console, 'error')
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, app())
  })
  await act(() => jest.advanceTimersByTimeAsync(0))
  expect(consoleError).not.toHaveBeenCalled()
  expect(container.textContent).toBe('signed in')
  act(() => root?.unmount())
  container.remove()
})

describe('re-verification', () => {
  it('verifies when the tab is shown again after 5:01, not after 4:59', async () => {
    seedSignedIn(now)
    renderBootstrap()
    await act(() => jest.advanceTimersByTimeAsync(0))

    jest.setSystemTime(now + minutes(4, 59))
    await act(async () => setVisibility('visible'))
    expect(verify).not.toHaveBeenCalled()

    jest.setSystemTime(now + minutes(5, 1))
    await act(async () => setVisibility('hidden'))
    expect(verify).not.toHaveBeenCalled()
    await act(async () => setVisibility('visible'))
    expect(verify).toHaveBeenCalledWith('access-1')
    expect(storedAuth().lastVerified).toBe(String(now + minutes(5, 1)))
  })

  it('verifies when the browser is back online, and signs out if the token was revoked', async () => {
    seedSignedIn(now)
    renderBootstrap()
    await act(() => jest.advanceTimersByTimeAsync(0))
    verify.mockRejectedValue(new ApiError(401))
    jest.setSystemTime(now + minutes(30))
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(verify).toHaveBeenCalledTimes(1)
    expect(authStateOf(store).isAuthenticated).toBe(false)
    expect(storedAuth()).toEqual({})
  })

  it('stops listening once unmounted', async () => {
    seedSignedIn(now)
    const { unmount } = renderBootstrap()
    await act(() => jest.advanceTimersByTimeAsync(0))
    unmount()
    jest.setSystemTime(now + minutes(30))
    window.dispatchEvent(new Event('online'))
    setVisibility('visible')
    localStorage.clear()
    storageEventFromAnotherTab(null)
    await jest.advanceTimersByTimeAsync(0)
    expect(verify).not.toHaveBeenCalled()
    expect(authStateOf(store).isAuthenticated).toBe(true)
  })
})

describe('other tabs', () => {
  it('follows a sign-out in another tab', async () => {
    seedSignedIn(now)
    renderBootstrap()
    await act(() => jest.advanceTimersByTimeAsync(0))
    expect(authStateOf(store).isAuthenticated).toBe(true)
    await act(async () => {
      localStorage.removeItem('accessToken')
      storageEventFromAnotherTab('accessToken', null)
    })
    expect(authStateOf(store)).toMatchObject({ isAuthenticated: false, consultant: null })
  })

  it('follows a sign-in in another tab', async () => {
    renderBootstrap()
    await act(() => jest.advanceTimersByTimeAsync(0))
    expect(authStateOf(store)).toMatchObject({ isAuthenticated: false, isLoading: false })
    await act(async () => {
      seedSignedIn(now)
      storageEventFromAnotherTab('consultant', localStorage.getItem('consultant'))
    })
    expect(authStateOf(store)).toMatchObject({
      isAuthenticated: true,
      consultant: { username: 'ana.souza' },
    })
    expect(verify).not.toHaveBeenCalled()
  })
})
