import { cleanup, render, screen } from '@testing-library/react'
import * as React from 'react'
import type { ComponentType } from 'react'
import { CrashBoundary } from './crash-boundary'

jest.mock('../../lib/navigation')

/** The switch is decided when the module loads, as Gatsby decides it when it builds. */
function loadTriggerWith(flag: string | undefined): ComponentType {
  const previous = process.env.GATSBY_CRASH_TEST
  if (flag === undefined) delete process.env.GATSBY_CRASH_TEST
  else process.env.GATSBY_CRASH_TEST = flag
  try {
    let trigger: ComponentType | undefined
    jest.isolateModules(() => {
      // A fresh module, but the React the tests render with: hooks need one React.
      jest.doMock('react', () => React)
      trigger = jest.requireActual<typeof import('./crash-trigger')>('./crash-trigger').CrashTrigger
    })
    return trigger!
  } finally {
    if (previous === undefined) delete process.env.GATSBY_CRASH_TEST
    else process.env.GATSBY_CRASH_TEST = previous
  }
}

function renderAt(url: string, CrashTrigger: ComponentType) {
  window.history.replaceState(null, '', url)
  render(
    <CrashBoundary>
      <p>Page content</p>
      <CrashTrigger />
    </CrashBoundary>,
  )
}

let consoleError: jest.SpyInstance
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

it.each([undefined, '', '0', 'true'])('does nothing when GATSBY_CRASH_TEST is %p', (flag) => {
  renderAt('/en/?crash=session', loadTriggerWith(flag))
  expect(screen.getByText('Page content')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Oops! Something went wrong' })).toBeNull()
})

describe('with GATSBY_CRASH_TEST=1', () => {
  it('throws a session error for ?crash=session', async () => {
    renderAt('/en/?crash=session', loadTriggerWith('1'))
    expect(await screen.findByRole('button', { name: 'Log in again' })).toBeVisible()
  })

  it('throws a general error for ?crash=general', async () => {
    renderAt('/en/?crash=general', loadTriggerWith('1'))
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible()
  })

  it('does nothing without the parameter or with another value', () => {
    const CrashTrigger = loadTriggerWith('1')
    renderAt('/en/', CrashTrigger)
    expect(screen.getByText('Page content')).toBeInTheDocument()
    cleanup()
    renderAt('/en/?crash=other', CrashTrigger)
    expect(screen.getByText('Page content')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })
})
