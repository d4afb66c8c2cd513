import enConsultant from '../../locales/en/consultant.json'
import enLogin from '../../locales/en/login.json'
import { demo } from '../sign-in'
import { expect, test } from './fixtures'
import { expectInPage, type Visitor } from './visitor'

async function submitSignIn(visitor: Visitor, password: string) {
  await visitor.open('/en/login/')
  await visitor.type({ role: 'textbox', name: enLogin.form.username }, demo.consultant.username)
  await visitor.type({ role: 'textbox', name: enLogin.form.password }, password)
  await visitor.click({ role: 'button', name: enLogin.form.submit })
}

test('a wrong password says so, exactly, and keeps the username', async ({ visitor }) => {
  await submitSignIn(visitor, 'not-the-password')
  await expectInPage(
    visitor,
    'the error is shown',
    true,
    (message: string) =>
      [...document.querySelectorAll('[role="alert"]')].some((alert) =>
        alert.textContent?.includes(message),
      ),
    enLogin.errors.invalidCredentials,
  )
  expect(
    await visitor.run(
      () => (document.querySelector('input[autocomplete="username"]') as HTMLInputElement).value,
    ),
  ).toBe(demo.consultant.username)
  expect(await visitor.run(() => localStorage.getItem('accessToken'))).toBeNull()
})

test('signing in shows the consultant, a reload keeps them, signing out says so', async ({
  visitor,
}) => {
  await submitSignIn(visitor, demo.password)
  await expectInPage(visitor, 'the consultant area', '/en/consultant/', () => location.pathname)
  await expectInPage(
    visitor,
    'the consultant by name',
    true,
    (name: string) => (document.querySelector('h1')?.textContent ?? '').includes(name),
    demo.consultant.first_name,
  )
  await visitor.reload()
  await expectInPage(
    visitor,
    'still signed in after a reload',
    true,
    (name: string) => (document.querySelector('h1')?.textContent ?? '').includes(name),
    demo.consultant.first_name,
  )
  await visitor.click({ role: 'button', name: enConsultant.signOut, within: 'main' })
  await expectInPage(
    visitor,
    'back on the home page, told so',
    ['/en/', true],
    (message: string) => [
      location.pathname,
      [...document.querySelectorAll('[role="status"]')].some((status) =>
        status.textContent?.includes(message),
      ),
    ],
    enConsultant.signedOut,
  )
  expect(await visitor.run(() => localStorage.getItem('accessToken'))).toBeNull()
})
