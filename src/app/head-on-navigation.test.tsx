import { render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { reloadPage } from '../lib/navigation'
import { headOnNavigation } from './head-on-navigation'
import type { TranslatedHeadProps } from './translated-head-elements'

jest.mock('../lib/navigation')

const props = { ns: 'login' } as TranslatedHeadProps
const RealHead = ({ ns }: TranslatedHeadProps) => <title>{`Head of ${ns}`}</title>

function renderHead(load: () => Promise<typeof RealHead>) {
  const Head = headOnNavigation(load)
  return render(
    <Suspense fallback={<p>waiting</p>}>
      <Head {...props} />
    </Suspense>,
    { container: document.body.appendChild(document.createElement('div')) },
  )
}

beforeEach(() => {
  document.head.innerHTML = ''
  jest.mocked(reloadPage).mockClear()
})

it("leaves the static head alone and fetches nothing while it is the page's", async () => {
  document.head.innerHTML = '<title data-gatsby-head="true">Entrar | QA Trading</title>'
  const load = jest.fn(() => Promise.resolve(RealHead))
  renderHead(load)
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(load).not.toHaveBeenCalled()
  expect(screen.getByText('waiting')).toBeInTheDocument()
  expect(document.title).toBe('Entrar | QA Trading')
})

it('fetches and renders the head once Gatsby has removed the old one (a navigation)', async () => {
  const load = jest.fn(() => Promise.resolve(RealHead))
  renderHead(load)
  await waitFor(() => expect(document.title).toBe('Head of login'))
  expect(load).toHaveBeenCalledTimes(1)
})

it("loads the new address in full when the head's code cannot be fetched", async () => {
  renderHead(() => Promise.reject(new Error('Loading chunk page-head failed')))
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
})
