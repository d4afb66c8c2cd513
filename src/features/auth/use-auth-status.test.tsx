import { act, renderHook } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { ApiError, providerClient } from './api/provider-client'
import { useAuth } from './use-auth'
import {
  useAuthError,
  useIsAuthenticated,
  useIsAuthLoading,
  useSignedInConsultant,
  useUpdateConsultant,
} from './use-auth-status'

/** The form's `useAuth` beside the one-member hooks the frame reads, in one store. */
function renderFormAndHeader() {
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  const form = renderHook(() => useAuth(), { wrapper })
  const header = renderHook(
    () => ({
      isAuthenticated: useIsAuthenticated(),
      consultant: useSignedInConsultant(),
      isLoading: useIsAuthLoading(),
      error: useAuthError(),
      updateConsultant: useUpdateConsultant(),
    }),
    { wrapper },
  )
  return { form, header }
}

afterEach(() => {
  jest.restoreAllMocks()
  localStorage.clear()
})

it('shows the signed-in consultant to the header after a sign-in, and nobody after a sign-out', async () => {
  jest.spyOn(providerClient, 'signIn').mockResolvedValue({
    accessToken: 'access-2',
    refreshToken: 'refresh-2',
    whatsappNumber: '+5511888880000',
  })
  jest.spyOn(providerClient, 'getConsultant').mockResolvedValue({ username: 'bruno' })
  jest.spyOn(providerClient, 'signOut').mockResolvedValue(undefined)
  const { form, header } = renderFormAndHeader()
  expect(header.result.current).toMatchObject({ isAuthenticated: false, consultant: null })

  await act(() => form.result.current.login('bruno', 'pw'))
  expect(header.result.current).toMatchObject({
    isAuthenticated: true,
    consultant: { username: 'bruno' },
  })

  act(() => header.result.current.updateConsultant({ presence: 'away' }))
  expect(form.result.current.consultant).toEqual({ username: 'bruno', presence: 'away' })

  await act(() => form.result.current.logout())
  expect(header.result.current).toMatchObject({ isAuthenticated: false, consultant: null })
})

it("gives a failed sign-in's error key and leaves the header's session as it was", async () => {
  jest.spyOn(providerClient, 'signIn').mockRejectedValue(new ApiError(400))
  const { form, header } = renderFormAndHeader()
  await act(() => form.result.current.login('bruno', 'wrong'))
  expect(header.result.current).toMatchObject({
    isAuthenticated: false,
    consultant: null,
    error: 'invalidCredentials',
  })
})

it('re-renders a reader of the session alone not at all on a failed sign-in', async () => {
  jest.spyOn(providerClient, 'signIn').mockRejectedValue(new ApiError(400))
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  const form = renderHook(() => useAuth(), { wrapper })
  let renders = 0
  renderHook(
    () => {
      renders += 1
      return [useIsAuthenticated(), useSignedInConsultant()]
    },
    { wrapper },
  )
  const before = renders
  await act(() => form.result.current.login('bruno', 'wrong'))
  expect(form.result.current.error).toBe('invalidCredentials')
  // The wrong password's message is painted without the header's render in its frame.
  expect(renders).toBe(before)
})
