import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import common from '../../../locales/en/common.json'
import consultantStrings from '../../../locales/en/consultant.json'
import { AuthBootstrap, authStorageKeys } from '../../features/auth'
import { setMedia } from '../../testing/match-media'
import { fakeProviderFetch } from '../../testing/provider-fetch'
import { renderWithProviders } from '../../testing/render-with-providers'
import { ToastRegion } from '../ui/toast'
import { Header } from './header'
import { warmingAttribute } from './lay-out-ahead'

// The provider is faked at fetch: sign-out tells it, whatever it answers.
const fetchMock = fakeProviderFetch()

function seedSignedIn(consultant: Record<string, unknown> = { first_name: 'Ana' }) {
  localStorage.setItem(authStorageKeys.accessToken, 'access-1')
  localStorage.setItem(authStorageKeys.refreshToken, 'refresh-1')
  localStorage.setItem(authStorageKeys.consultant, JSON.stringify(consultant))
  localStorage.setItem(authStorageKeys.lastVerified, String(Date.now())) // fresh: no provider call
}

function renderHeader() {
  renderWithProviders(
    <>
      <AuthBootstrap />
      <Header language="en" originalPath="/qatrading/faq/" />
      <ToastRegion closeLabel={common.toast.close} />
    </>,
    { namespaces: { consultant: consultantStrings } },
  )
  return userEvent.setup()
}

const menuButton = () => screen.getByRole('button', { name: common.header.menuOpen })
const menu = () => screen.queryByRole('dialog', { name: common.header.menuTitle })
/** Dismissed: out of sight in the tap's paint (if that paint is still to come), closed right after
 * it, and the menu button says so. */
async function menuGone() {
  const closing = menu()
  if (closing) expect(closing).not.toBeVisible()
  await waitFor(() => expect(menu()).not.toBeInTheDocument())
  await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'))
}

beforeEach(() => {
  setMedia({ width: 375 }) // a phone: the navigation sits behind the menu button
})
afterEach(() => {
  jest.mocked(navigate).mockClear()
  localStorage.clear()
})

describe('the mobile menu', () => {
  it('opens as a dialog from the menu button and closes on Escape', async () => {
    const user = renderHeader()
    expect(menu()).not.toBeInTheDocument()
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')

    await user.click(menuButton())
    const dialog = menu()
    expect(dialog).toBeVisible()
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    const nav = within(dialog!).getByRole('navigation', { name: common.header.navLabel })
    expect(within(nav).getByRole('link', { name: common.nav.faq })).toHaveAttribute(
      'href',
      '/en/qatrading/faq/',
    )

    await user.keyboard('{Escape}')
    await menuGone()
  })

  it('closes with its close button', async () => {
    const user = renderHeader()
    await user.click(menuButton())
    await user.click(screen.getByRole('button', { name: common.header.menuClose }))
    await menuGone()
  })

  // Once the page has been idle the content waits in the closed dialog, and the button opens it
  // without a render: these are the paths a visitor takes after the first second.
  describe('once prepared', () => {
    const prepared = () =>
      waitFor(() =>
        expect(
          screen.getByRole('button', { name: common.header.menuClose, hidden: true }),
        ).toBeInTheDocument(),
      )

    it('lays its content out once, unseen, before the first tap, and stays closed', async () => {
      const layouts: boolean[] = []
      const measure = jest
        .spyOn(HTMLDialogElement.prototype, 'getBoundingClientRect')
        .mockImplementation(function (this: HTMLDialogElement) {
          layouts.push(this.hasAttribute(warmingAttribute) && !this.open)
          return new DOMRect()
        })
      renderHeader()
      await prepared()
      await waitFor(() => expect(layouts).toEqual([true]))
      const dialog = screen.getByRole('dialog', { hidden: true })
      expect(dialog).not.toHaveAttribute(warmingAttribute)
      expect(menu()).not.toBeInTheDocument()
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
      measure.mockRestore()
    })

    it('is not laid out on a wide screen, also when the window grew after the content was ready', async () => {
      const layouts: boolean[] = []
      const measure = jest
        .spyOn(HTMLDialogElement.prototype, 'getBoundingClientRect')
        .mockImplementation(function (this: HTMLDialogElement) {
          layouts.push(this.hasAttribute(warmingAttribute))
          return new DOMRect()
        })
      renderHeader()
      await prepared()
      act(() => setMedia({ width: 1280 })) // before the idle moment the warm-up waits for
      await new Promise((resolve) => setTimeout(resolve, 400)) // past that moment's fallback
      expect(layouts).toEqual([])
      measure.mockRestore()
    })

    it('ends open after open, close and open in quick succession, its button saying so', async () => {
      const user = renderHeader()
      await prepared()
      await user.click(menuButton())
      await user.click(screen.getByRole('button', { name: common.header.menuClose }))
      await user.click(menuButton())
      await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'true'))
      expect(menu()).toBeVisible()
    })

    it('opens again when the close button is tapped while the menu is on its way out', async () => {
      const user = renderHeader()
      await prepared()
      await user.click(menuButton())
      const close = screen.getByRole('button', { name: common.header.menuClose })
      // Two taps within a frame: the second lands where the visitor already sees the menu button.
      act(() => {
        close.click()
        close.click()
      })
      await new Promise((resolve) => setTimeout(resolve, 150)) // past the paint and its fallback
      expect(menu()).toBeVisible()
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    })

    it('ends closed after open and close in quick succession', async () => {
      const user = renderHeader()
      await prepared()
      await user.click(menuButton())
      await user.click(screen.getByRole('button', { name: common.header.menuClose }))
      await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'))
      await waitFor(() => expect(menu()).not.toBeInTheDocument())
    })

    it('takes a second Escape calmly and opens again afterwards', async () => {
      const user = renderHeader()
      await prepared()
      await user.click(menuButton())
      await user.keyboard('{Escape}{Escape}')
      await menuGone()
      await user.click(menuButton())
      expect(menu()).toBeVisible()
    })

    it('closes without leaving the page when the visitor picks the language it is in', async () => {
      const user = renderHeader()
      await prepared()
      await user.click(menuButton())
      await user.click(within(menu()!).getByRole('link', { name: 'English' }))
      await menuGone()
      await new Promise((resolve) => setTimeout(resolve, 150)) // past the paint and its fallback
      expect(navigate).not.toHaveBeenCalled()
    })

    it('closes and goes to the same page in the language picked', async () => {
      const user = renderHeader()
      await prepared()
      await user.click(menuButton())
      await user.click(within(menu()!).getByRole('link', { name: 'Français' }))
      await menuGone()
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr/qatrading/faq/'))
    })
  })
})

describe('the account entries', () => {
  it('offer the login, and no account link, to a signed-out visitor', async () => {
    const user = renderHeader()
    await user.click(menuButton())
    const dialog = within(menu()!)
    expect(dialog.getByRole('link', { name: common.nav.login })).toHaveAttribute(
      'href',
      '/en/login/',
    )
    expect(dialog.queryByRole('link', { name: common.header.account })).not.toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: common.header.signOut })).not.toBeInTheDocument()
  })

  it('show the account link and a sign-out button while signed in; sign-out goes home', async () => {
    seedSignedIn()
    const user = renderHeader()
    await user.click(menuButton())
    const dialog = within(menu()!)
    expect(await dialog.findByRole('link', { name: common.header.account })).toHaveAttribute(
      'href',
      '/en/consultant/',
    )
    expect(dialog.queryByRole('link', { name: common.nav.login })).not.toBeInTheDocument()

    await user.click(dialog.getByRole('button', { name: common.header.signOut }))

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/'))
    await menuGone() // the menu has done its job
    expect(localStorage.getItem(authStorageKeys.accessToken)).toBeNull()
    expect(within(screen.getByRole('status')).getByText(consultantStrings.signedOut)).toBeVisible()
    await user.click(menuButton())
    expect(within(menu()!).getByRole('link', { name: common.nav.login })).toBeInTheDocument()
  })

  it.each([
    [
      'its name fields',
      { first_name: 'Ana', last_name: 'Souza', username: 'ana', presence: 'busy' },
      'Ana Souza',
      'AS',
      consultantStrings.presence.busy,
    ],
    [
      'the username when no name field holds text',
      { first_name: 42, last_name: {}, name: ['Ana'], username: ' ana.souza ', presence: {} },
      'ana.souza',
      'A',
      consultantStrings.presence.online,
    ],
    [
      'a long name, cut',
      { full_name: `Bia ${'b'.repeat(10_000)}`, presence: null },
      `Bia ${'b'.repeat(296)}…`,
      'BB',
      consultantStrings.presence.online,
    ],
  ])('name the signed-in consultant by %s', async (_, consultant, name, initials, presence) => {
    seedSignedIn(consultant)
    const user = renderHeader()
    await user.click(menuButton())
    const account = await within(menu()!).findByRole('link', { name: common.header.account })
    expect(within(account).getByRole('img', { name })).toHaveTextContent(initials)
    expect(account).toHaveTextContent(presence)
  })

  it('signs out at once even while the provider never answers', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined))
    seedSignedIn()
    const user = renderHeader()
    await user.click(menuButton())
    await user.click(within(menu()!).getByRole('button', { name: common.header.signOut }))

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/'))
    expect(localStorage.getItem(authStorageKeys.accessToken)).toBeNull()
    expect(within(screen.getByRole('status')).getByText(consultantStrings.signedOut)).toBeVisible()
  })
})
