import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import login from '../../../../locales/en/login.json'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ApiError, providerClient } from '../api/provider-client'
import { deferred } from '../../../testing/deferred'
import { LoginForm } from './login-form'

const signInAnswer = {
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  whatsappNumber: '+5511888880000',
}

let signIn: jest.SpyInstance
beforeEach(() => {
  signIn = jest.spyOn(providerClient, 'signIn')
  jest.spyOn(providerClient, 'getConsultant').mockResolvedValue({ username: 'bruno' })
})
afterEach(() => {
  jest.restoreAllMocks()
  localStorage.clear()
})

/** The form with the English strings and a fresh jotai store. */
function renderForm() {
  const onSignedIn = jest.fn()
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, { namespaces: { login } })
  return { onSignedIn, user: userEvent.setup() }
}

const form = () => screen.getByRole('form', { name: login.form.label })
const username = () => screen.getByLabelText(login.form.username)
const password = () => screen.getByLabelText(login.form.password)

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, pw = 'wrong') {
  await user.type(username(), 'bruno')
  await user.type(password(), pw)
  await user.click(screen.getByRole('button', { name: login.form.submit }))
}

describe('a failed sign-in', () => {
  it('shows the translated error in an alert and moves focus to it', async () => {
    signIn.mockRejectedValue(new ApiError(400))
    const { user, onSignedIn } = renderForm()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await fillAndSubmit(user)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(login.errorTitle)
    expect(alert).toHaveTextContent(login.errors.invalidCredentials)
    // After the paint that shows it (the focus move lays the page out).
    await waitFor(() => expect(alert).toHaveFocus())
    expect(signIn).toHaveBeenCalledWith('bruno', 'wrong')
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('takes focus again on each further failure, with the message of that answer', async () => {
    signIn
      .mockRejectedValueOnce(new ApiError(400))
      .mockRejectedValueOnce(new ApiError(400))
      .mockRejectedValueOnce(new ApiError(403))
    const { user } = renderForm()
    await fillAndSubmit(user)
    const first = await screen.findByRole('alert')
    await waitFor(() => expect(first).toHaveFocus())
    for (const message of [login.errors.invalidCredentials, login.errors.forbidden]) {
      await user.click(password())
      expect(password()).toHaveFocus()
      await user.click(screen.getByRole('button', { name: login.form.submit }))
      await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
      expect(screen.getByRole('alert')).toHaveTextContent(message)
    }
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(signIn).toHaveBeenCalledTimes(3)
  })

  // Screen readers announce an alert when it appears: the same message again must appear again.
  it('leaves while a retry is pending and comes back with the same message when it fails', async () => {
    const retry = deferred<typeof signInAnswer>()
    signIn.mockRejectedValueOnce(new ApiError(400)).mockReturnValueOnce(retry.promise)
    const { user } = renderForm()
    await fillAndSubmit(user)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())

    await user.click(screen.getByRole('button', { name: login.form.submit }))
    await screen.findByRole('button', { name: login.form.submitting })
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())

    await act(async () => retry.reject(new ApiError(400)))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(login.errors.invalidCredentials)
    await waitFor(() => expect(alert).toHaveFocus())
  })
})

it('calls onSignedIn once the provider accepts the credentials', async () => {
  signIn.mockResolvedValue(signInAnswer)
  const { user, onSignedIn } = renderForm()
  await fillAndSubmit(user, 'right')
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
  expect(signIn).toHaveBeenCalledWith('bruno', 'right')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

describe('while the request is pending', () => {
  it('disables and relabels the button, and a second submit sends no second request', async () => {
    const answer = deferred<typeof signInAnswer>()
    signIn.mockReturnValue(answer.promise)
    const { user, onSignedIn } = renderForm()
    await fillAndSubmit(user, 'right')

    const pending = screen.getByRole('button', { name: login.form.submitting })
    expect(pending).toBeDisabled()
    expect(screen.queryByRole('button', { name: login.form.submit })).not.toBeInTheDocument()

    // Enter in the password field, and a submit that bypasses the disabled button.
    await user.type(password(), '{Enter}')
    fireEvent.submit(form())
    expect(signIn).toHaveBeenCalledTimes(1)

    await act(async () => answer.resolve(signInAnswer))
    expect(screen.getByRole('button', { name: login.form.submit })).toBeEnabled()
    expect(onSignedIn).toHaveBeenCalledTimes(1)
  })
})

describe('the Caps Lock hint', () => {
  it('appears when a key event reports Caps Lock on and goes when it is off', async () => {
    const { user } = renderForm()
    expect(screen.queryByText(login.form.capsLock)).not.toBeInTheDocument()
    await user.click(password())
    await user.keyboard('{CapsLock}a')
    expect(screen.getByText(login.form.capsLock)).toBeVisible()
    expect(password()).toHaveAccessibleDescription(login.form.capsLock)
    await user.keyboard('{CapsLock}a')
    expect(screen.queryByText(login.form.capsLock)).not.toBeInTheDocument()
    expect(password()).not.toHaveAccessibleDescription(login.form.capsLock)
  })
})

describe('empty fields', () => {
  // docs/product.md#sign-in: no client-side validation, whatever is typed is sent; the provider's
  // refusal is the validation the visitor sees.
  it('are sent to the provider as they are, and its refusal is shown', async () => {
    signIn.mockRejectedValue(new ApiError(400))
    const { user, onSignedIn } = renderForm()
    await user.click(screen.getByRole('button', { name: login.form.submit }))
    // The call starts after the paint that says "Signing in…".
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('', ''))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(login.errors.invalidCredentials)
    await waitFor(() => expect(alert).toHaveFocus())
    expect(onSignedIn).not.toHaveBeenCalled()
  })
})

it('shows and hides the password', async () => {
  const { user } = renderForm()
  await user.type(password(), 's3cret')
  expect(password()).toHaveAttribute('type', 'password')
  await user.click(screen.getByRole('button', { name: login.form.showPassword }))
  expect(password()).toHaveAttribute('type', 'text')
  expect(password()).toHaveValue('s3cret')
  await user.click(screen.getByRole('button', { name: login.form.hidePassword }))
  expect(password()).toHaveAttribute('type', 'password')
})

it('asks for the username in a text field that says its type, for the browser to fill in', () => {
  renderForm()
  // Said in the markup rather than left to the default: html-validate (npm run check:html) asks it.
  expect(username()).toHaveAttribute('type', 'text')
  expect(username()).toHaveAttribute('autocomplete', 'username')
  expect(username()).toHaveAttribute('name', 'username')
})
