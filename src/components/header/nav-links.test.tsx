import { screen } from '@testing-library/react'
import common from '../../../locales/en/common.json'
import { AuthBootstrap, authStorageKeys } from '../../features/auth'
import { renderWithProviders } from '../../testing/render-with-providers'
import { NavLinks } from './nav-links'

// Alone in its file: once a test has loaded the account entries' chunk, React keeps it for the rest.
it('keeps the login entry until the account entries have loaded: never a header with neither', async () => {
  localStorage.setItem(authStorageKeys.accessToken, 'access-1')
  localStorage.setItem(authStorageKeys.consultant, JSON.stringify({ first_name: 'Ana' }))
  localStorage.setItem(authStorageKeys.lastVerified, String(Date.now())) // no provider call
  const entries = () => ({
    login: screen.queryAllByRole('link', { name: common.nav.login }).length,
    account: screen.queryAllByRole('link', { name: common.header.account }).length,
  })
  const seen: ReturnType<typeof entries>[] = []
  const observer = new MutationObserver(() => seen.push(entries()))
  observer.observe(document.body, { childList: true, subtree: true })

  renderWithProviders(
    <>
      <AuthBootstrap />
      <NavLinks language="en" isHome={false} active={null} orientation="horizontal" />
    </>,
  )
  expect(entries()).toEqual({ login: 1, account: 0 }) // as in the static HTML
  await screen.findByRole('link', { name: common.header.account })
  observer.disconnect()

  expect(entries()).toEqual({ login: 0, account: 1 })
  expect(seen.filter(({ login, account }) => login + account !== 1)).toEqual([])
})
