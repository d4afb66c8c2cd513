import { act, renderHook } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { ApiError, providerClient } from './api/provider-client'
import { seedSignedIn, storedAuth } from '../../testing/auth-fixtures'
import { useAuth } from './use-auth'

const now = Date.UTC(2025, 0, 1, 12)

function renderAuth() {
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  return renderHook(() => useAuth(), { wrapper })
}

beforeEach(() => {
  jest.useFakeTimers({ now })
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  localStorage.clear()
})

it('exposes exactly the documented members', () => {
  const { result } = renderAuth()
  expect(Object.keys(result.current).sort()).toEqual(
    [
      'checkAuth',
      'consultant',
      'error',
      'isAuthenticated',
      'isLoading',
      'login',
      'logout',
      'updateConsultant',
    ].sort(),
  )
  expect(result.current).toMatchObject({
    isAuthenticated: false,
    isLoading: true,
    consultant: null,
    error: null,
  })
})

it('signs in, updates the consultant and signs out through the hook', async () => {
  jest.spyOn(providerClient, 'signIn').mockResolvedValue({
    accessToken: 'access-2',
    refreshToken: 'refresh-2',
    whatsappNumber: '+5511888880000',
  })
  jest.spyOn(providerClient, 'getConsultant').mockResolvedValue({ username: 'bruno' })
  const signOut = jest.spyOn(providerClient, 'signOut').mockRejectedValue(new Error('down'))
  const { result } = renderAuth()

  let signedIn: boolean | undefined
  await act(async () => {
    signedIn = await result.current.login('bruno', 'pw')
  })
  expect(signedIn).toBe(true)
  expect(result.current).toMatchObject({ isAuthenticated: true, consultant: { username: 'bruno' } })

  act(() => result.current.updateConsultant({ presence: 'away' }))
  expect(result.current.consultant).toEqual({ username: 'bruno', presence: 'away' })

  await act(() => result.current.logout())
  expect(signOut).toHaveBeenCalledWith('refresh-2')
  expect(result.current).toMatchObject({ isAuthenticated: false, consultant: null })
  expect(storedAuth()).toEqual({})
})

it('reports a failed login as false with a translatable error key', async () => {
  jest.spyOn(providerClient, 'signIn').mockRejectedValue(new ApiError(400))
  const { result } = renderAuth()
  let signedIn: boolean | undefined
  await act(async () => {
    signedIn = await result.current.login('bruno', 'wrong')
  })
  expect(signedIn).toBe(false)
  expect(result.current.error).toBe('invalidCredentials')
})

it('checks the stored session on demand', async () => {
  seedSignedIn(now)
  const { result } = renderAuth()
  await act(() => result.current.checkAuth())
  expect(result.current).toMatchObject({ isAuthenticated: true, isLoading: false })
})
