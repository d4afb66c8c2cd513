import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { useEffect } from 'react'
import common from '../../../locales/en/common.json'
import consultantStrings from '../../../locales/en/consultant.json'
import login from '../../../locales/en/login.json'
import { setMedia } from '../../testing/match-media'
import { fakeProviderFetch, providerAnswer } from '../../testing/provider-fetch'
import { ToastRegion } from '../../components/ui/toast'
import { renderWithProviders } from '../../testing/render-with-providers'
import { AuthBootstrap, authStorageKeys } from '../auth'
import { useAuth } from '../auth/screens'
import { fieldLabel } from './consultant-fields'
import { displayLimits } from './known-fields'
import { ConsultantView } from './consultant-view'

const consultant = {
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  whatsapp_number: '+5511999990000',
  presence: 'busy',
}

// The provider is faked at fetch, the boundary below the auth feature's client: this folder may
// only use the feature's index.
const fetchMock = fakeProviderFetch()
const answer = providerAnswer
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path))

function seedSignedIn(stored: Record<string, unknown> = consultant) {
  localStorage.setItem(authStorageKeys.accessToken, 'access-1')
  localStorage.setItem(authStorageKeys.refreshToken, 'refresh-1')
  localStorage.setItem(authStorageKeys.consultant, JSON.stringify(stored))
  localStorage.setItem(authStorageKeys.lastVerified, String(Date.now())) // fresh: no provider call
}

/** Signs in through the hook as the login form would (the consultant fetch then fails). */
function SignInOnMount() {
  const { login: signIn } = useAuth()
  useEffect(() => void signIn('ana', 'pw'), [signIn])
  return null
}

function renderView({ signIn = false } = {}) {
  renderWithProviders(
    <>
      {signIn ? <SignInOnMount /> : <AuthBootstrap />}
      <ConsultantView language="en" />
      <ToastRegion closeLabel={common.toast.close} />
    </>,
    { namespaces: { consultant: consultantStrings, login } },
  )
  return userEvent.setup()
}

/** The toast region (the loading message is a status too). */
const toasts = () => {
  const region = screen.getAllByRole('status').find((el) => el.hasAttribute('aria-live'))
  if (!region) throw new Error('no toast region')
  return region
}
const welcome = consultantStrings.welcome.replace('{{name}}', 'Ana Souza')

beforeEach(() => {
  setMedia({ width: 1280 }) // the sidebar and the colour mode read media queries
})
afterEach(() => {
  jest.mocked(navigate).mockClear()
  localStorage.clear()
})

describe('signed in with a consultant', () => {
  it("shows the consultant's name, status and details", async () => {
    seedSignedIn()
    renderView()
    expect(await screen.findByRole('heading', { level: 1, name: welcome })).toBeInTheDocument()
    expect(
      screen.getByRole('radio', { name: consultantStrings.presence.busy, checked: true }),
    ).toBeInTheDocument()

    const details = screen.getByRole('region', { name: consultantStrings.details.heading })
    for (const key of ['first_name', 'last_name', 'email', 'whatsapp_number'] as const) {
      const term = within(details).getByText(fieldLabel(key))
      expect(term.tagName).toBe('DT')
      expect(term.nextElementSibling).toHaveTextContent(consultant[key])
    }
    // The e-mail is also the line under the name; the status is chosen above, not listed.
    const emails = screen.getAllByText(consultant.email)
    expect(emails.filter((element) => !details.contains(element))).toHaveLength(1)
    expect(within(details).queryByText(fieldLabel('presence'))).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: consultantStrings.signOut })).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled() // verified a moment ago: no provider call
    expect(navigate).not.toHaveBeenCalled()
  })

  it('names a consultant whose fields hold what no name does, and still lists them', async () => {
    seedSignedIn({
      first_name: 42,
      last_name: { family: 'Souza' },
      name: null,
      full_name: ['Ana', 'Souza'],
      username: 'u'.repeat(10_000),
      email: { address: 'ana@example.com' },
      presence: ['busy'],
    })
    renderView()
    const name = `${'u'.repeat(displayLimits.characters)}…`
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent(consultantStrings.welcome.replace('{{name}}', name))
    expect(
      screen.getByRole('radio', { name: consultantStrings.presence.online, checked: true }),
    ).toBeInTheDocument()

    const details = screen.getByRole('region', { name: consultantStrings.details.heading })
    const valueOf = (label: string) =>
      within(details).getByText(label, { selector: 'dt' }).nextElementSibling
    const { fields } = consultantStrings.details
    expect(valueOf(fields.first_name)).toHaveTextContent(/^42$/)
    expect(valueOf('Family')).toHaveTextContent(/^Souza$/)
    expect(valueOf(fields.name)).toHaveTextContent(/^—$/)
    expect(valueOf(fields.full_name)).toHaveTextContent(/^AnaSouza$/)
    expect(valueOf(fields.username)).toHaveTextContent(name)
    // The e-mail is not text: it is listed, and not shown as the line under the name.
    expect(screen.getAllByText('ana@example.com')).toHaveLength(1)
    expect(within(details).getByText('ana@example.com')).toBeInTheDocument()
  })

  it('shows the "saved" toast and keeps the new status when a presence is chosen', async () => {
    seedSignedIn()
    const user = renderView()
    await screen.findByRole('heading', { level: 1, name: welcome })
    expect(toasts()).toBeEmptyDOMElement()

    await user.click(screen.getByRole('radio', { name: consultantStrings.presence.away }))

    expect(within(toasts()).getByText(consultantStrings.presence.saved)).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: consultantStrings.presence.away })).toBeChecked()
    expect(JSON.parse(localStorage.getItem(authStorageKeys.consultant) ?? '{}')).toMatchObject({
      presence: 'away',
    })
  })
})

it('signing out goes home, and the area does not send the visitor to the login meanwhile', async () => {
  // Gatsby's navigate returns at once, before the next page has loaded (the mock does the same),
  // so the area is still on screen, signed out, while the visitor is on the way home.
  window.history.replaceState(null, '', '/en/consultant/')
  seedSignedIn()
  const user = renderView()
  await screen.findByRole('heading', { level: 1, name: welcome })

  await user.click(screen.getByRole('button', { name: consultantStrings.signOut }))

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/'))
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(jest.mocked(navigate).mock.calls).toEqual([['/en/']])
})

it('after a sign-out, coming back to the area (Back) sends the visitor to the login', async () => {
  window.history.replaceState(null, '', '/en/consultant/')
  seedSignedIn()
  const user = userEvent.setup()
  const first = renderWithProviders(
    <>
      <AuthBootstrap />
      <ConsultantView language="en" />
    </>,
    { namespaces: { consultant: consultantStrings, login } },
  )
  await screen.findByRole('heading', { level: 1, name: welcome })
  await user.click(screen.getByRole('button', { name: consultantStrings.signOut }))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/'))
  first.unmount()
  jest.mocked(navigate).mockClear()

  // The same session store, the area mounted again at its address.
  renderWithProviders(<ConsultantView language="en" />, {
    store: first.store,
    namespaces: { consultant: consultantStrings, login },
  })
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/login/', { replace: true }))
})

it('sends a signed-out visitor to the login of their language', async () => {
  renderView()
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/login/', { replace: true }))
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
  expect(screen.getByText(consultantStrings.loading)).toBeInTheDocument()
})

describe('when the consultant cannot be fetched', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('/auth/v1/signin'))
        return answer(200, {
          data: {
            access_token: 'access-2',
            refresh_token: 'refresh-2',
            whatsapp_number: consultant.whatsapp_number,
          },
        })
      if (String(url).includes('/api/consultant/')) return answer(500)
      return answer(200)
    })
  })

  it('shows the error and a button that signs out and starts again at the login', async () => {
    const user = renderView({ signIn: true })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(login.errorTitle)
    expect(alert).toHaveTextContent(login.errors.consultantFetch)
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    expect(localStorage.getItem(authStorageKeys.accessToken)).toBe('access-2')

    await user.click(screen.getByRole('button', { name: login.form.submit }))

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/login/'))
    expect(callsTo('/auth/v1/signout')).toHaveLength(1)
    expect(JSON.parse(String(callsTo('/auth/v1/signout')[0]?.[1]?.body))).toEqual({
      refresh_token: 'refresh-2',
    })
    expect(localStorage.getItem(authStorageKeys.accessToken)).toBeNull()
    expect(within(toasts()).getByText(consultantStrings.signedOut)).toBeInTheDocument()
  })
})
