import { screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { renderInTheme } from '../../testing/render-in-theme'
import { setErrorHandler } from './error-handler'
import { SectionBoundary } from './section-boundary'

function Thrower(): never {
  throw new Error('section broke')
}

let consoleError: jest.SpyInstance
beforeEach(() => {
  window.history.replaceState(null, '', '/en/')
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  consoleError.mockRestore()
  setErrorHandler(null)
})

function renderPage(section: JSX.Element) {
  return renderInTheme(
    <>
      <h1>Page title</h1>
      {section}
      <p>Other section</p>
    </>,
  )
}

it('replaces only the broken section with an alert and reports to its onError', async () => {
  const onError = jest.fn()
  const { container } = renderPage(
    <SectionBoundary onError={onError}>
      <Thrower />
    </SectionBoundary>,
  )
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.')
  expect(screen.getByText('Other section')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Page title' })).toBeInTheDocument()
  expect(onError).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'section broke' }),
    expect.stringContaining('Thrower'),
  )
  expect(await axe(container)).toHaveNoViolations()
})

it('reports to the configured handler when given none, and a given one wins', () => {
  const configured = jest.fn()
  setErrorHandler(configured)
  renderPage(
    <SectionBoundary>
      <Thrower />
    </SectionBoundary>,
  )
  expect(configured).toHaveBeenCalledTimes(1)
  expect(configured.mock.calls[0]![0]).toHaveProperty('message', 'section broke')

  const own = jest.fn()
  renderPage(
    <SectionBoundary onError={own}>
      <Thrower />
    </SectionBoundary>,
  )
  expect(own).toHaveBeenCalledTimes(1)
  expect(configured).toHaveBeenCalledTimes(1)
})

it('speaks the language of the URL', async () => {
  window.history.replaceState(null, '', '/ja/qatrading/faq/')
  renderPage(
    <SectionBoundary>
      <Thrower />
    </SectionBoundary>,
  )
  expect(await screen.findByRole('alert')).toHaveTextContent('問題が発生しました。')
})

it('renders its children while nothing fails', () => {
  renderPage(
    <SectionBoundary>
      <p>Healthy section</p>
    </SectionBoundary>,
  )
  expect(screen.getByText('Healthy section')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).toBeNull()
})
