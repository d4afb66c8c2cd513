import { render } from '@testing-library/react'
import { Analytics } from './analytics'

afterEach(() => {
  delete process.env.GATSBY_ANALYTICS_SRC
  delete process.env.GATSBY_ANALYTICS_SITE_ID
})

it('loads nothing when no analytics script is configured', () => {
  const { container } = render(<Analytics originalPath="/" />)
  expect(container.querySelector('script')).toBeNull()
})

it('loads the configured script when the browser is idle, with the site id', () => {
  process.env.GATSBY_ANALYTICS_SRC = 'https://stats.example.com/script.js'
  process.env.GATSBY_ANALYTICS_SITE_ID = 'qatrading.com.br'
  const { container } = render(<Analytics originalPath="/qatrading/faq/" />)
  const script = container.querySelector('script')
  expect(script).toHaveAttribute('src', 'https://stats.example.com/script.js')
  expect(script).toHaveAttribute('data-strategy', 'idle')
  expect(script).toHaveAttribute('data-site-id', 'qatrading.com.br')
})

it('never loads on the consultant area', () => {
  process.env.GATSBY_ANALYTICS_SRC = 'https://stats.example.com/script.js'
  const { container } = render(<Analytics originalPath="/consultant/" />)
  expect(container.querySelector('script')).toBeNull()
})
