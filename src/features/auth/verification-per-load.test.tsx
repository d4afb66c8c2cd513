import { act, screen, waitFor } from '@testing-library/react'
import { navigate } from 'gatsby'
import consultantStrings from '../../../locales/en/consultant.json'
import { seedSignedIn, storedAuth, storedConsultant } from '../../testing/auth-fixtures'
import { openConsultantPage } from '../../testing/page-load'
import { fakeProviderFetch, providerAnswer } from '../../testing/provider-fetch'

const fetchMock = fakeProviderFetch()
const now = Date.UTC(2025, 0, 1, 12)
const minutes = (m: number, s = 0) => (m * 60 + s) * 1000

const verifyCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/v1/verify')).length
/** The consultant area's greeting: shown only to a signed-in visitor. */
const greeting = consultantStrings.welcome.replace('{{name}}', String(storedConsultant.first_name))

beforeEach(() => {
  jest.useFakeTimers({ now })
  jest.mocked(navigate).mockClear()
})
afterEach(() => {
  jest.useRealTimers()
  localStorage.clear()
})

it('verifies a session last verified over 5 minutes ago once per page load', async () => {
  seedSignedIn(now - minutes(5, 1))
  openConsultantPage()
  expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeVisible()
  expect(Number(storedAuth().lastVerified)).toBeGreaterThanOrEqual(now)
  expect(verifyCalls()).toBe(1)
})

it('makes no call for a session verified under 5 minutes ago, and one once that has run out', async () => {
  seedSignedIn(now - minutes(4, 59))
  openConsultantPage()
  expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeVisible()
  expect(verifyCalls()).toBe(0)

  // The page stays open past the window; the visitor comes back to the tab.
  jest.setSystemTime(now + minutes(0, 2))
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await waitFor(() =>
    expect(Number(storedAuth().lastVerified)).toBeGreaterThanOrEqual(now + minutes(0, 2)),
  )
  expect(verifyCalls()).toBe(1)
})

it('signs the visitor out after one refused verification and sends them to the login', async () => {
  seedSignedIn(now - minutes(10))
  fetchMock.mockResolvedValue(providerAnswer(401))
  openConsultantPage()
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/login/', { replace: true }))
  expect(storedAuth()).toEqual({})
  expect(screen.getByText(consultantStrings.loading)).toBeVisible()
  expect(screen.queryByRole('heading', { level: 1, name: greeting })).toBeNull()
  expect(verifyCalls()).toBe(1)
})
