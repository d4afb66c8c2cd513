import { screen, within } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import common from '../../../locales/en/common.json'
import home from '../../../locales/en/home.json'
import { siteConfig } from '../../lib/site-config'
import { renderWithProviders } from '../../testing/render-with-providers'
import { HomeView, type HomeEntries } from './home-view'

const strategy: IGatsbyImageData = {
  layout: 'constrained',
  width: 480,
  height: 320,
  images: {
    fallback: {
      src: '/static/x/strategy.png',
      srcSet: '/static/x/strategy.png 480w',
      sizes: '480px',
    },
    sources: [{ type: 'image/avif', srcSet: '/static/x/strategy.avif 480w', sizes: '480px' }],
  },
}

const entries: HomeEntries = {
  hero: {
    slug: 'hero',
    language: 'pt-BR',
    isFallback: true,
    isOutdated: false,
    html: '<p>Gestão em conta própria.</p>',
    text: '',
    frontmatter: { section: 'hero', title: 'Título do editor' },
  },
}

function renderHome() {
  // The English home strings, beside the common ones.
  return renderWithProviders(
    <HomeView language="en" sections={entries} illustrations={{ about: strategy }} />,
    { namespaces: { home } },
  )
}

it("shows the editor's hero in the language it is written in, with the two entries of the locale", () => {
  renderHome()
  const heading = screen.getByRole('heading', { level: 1, name: 'Título do editor' })
  expect(heading.closest('[lang]')).toHaveAttribute('lang', 'pt-BR')
  expect(screen.getByText('Gestão em conta própria.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: common.nav.signup })).toHaveAttribute(
    'href',
    '/en/signup/',
  )
  expect(screen.getByRole('link', { name: common.nav.login })).toHaveAttribute('href', '/en/login/')
})

it('gives each section a labelled landmark the header can link to, in order', () => {
  renderHome()
  const regions = screen.getAllByRole('region')
  expect(regions.map((region) => region.id)).toEqual(['about', 'profit', 'myfx'])
  expect(regions[0]).toHaveAccessibleName(home.about.heading)
})

it('draws an illustration as a sized picture with its sources, and none where there is no image', () => {
  renderHome()
  const about = within(screen.getAllByRole('region')[0]!)
  const image = about.getByRole('img', { name: home.images.about })
  expect(image).toHaveAttribute('width', '480')
  expect(image).toHaveAttribute('height', '320')
  expect(image).toHaveAttribute('loading', 'lazy')
  expect(image.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull()
  expect(within(screen.getAllByRole('region')[1]!).queryByRole('img')).not.toBeInTheDocument()
})

it('links the verification service from the results sections only', () => {
  renderHome()
  const [about, profit, myfx] = screen.getAllByRole('region')
  const verification = (region: HTMLElement) =>
    within(region).queryByRole('link', { name: new RegExp(siteConfig.verification.service) })
  expect(verification(about!)).toBeNull()
  expect(verification(profit!)).toHaveAttribute('href', siteConfig.verification.url)
  expect(verification(myfx!)).toHaveAttribute('href', siteConfig.verification.url)
})

it('notes, in the page’s language, a section translated from an older pt-BR text', () => {
  renderWithProviders(
    <HomeView
      language="en"
      sections={{
        about: {
          slug: 'about',
          language: 'en',
          isFallback: false,
          isOutdated: true,
          html: '<p>Our strategy.</p>',
          text: '',
          frontmatter: { section: 'about', title: 'Strategy' },
        },
        profit: {
          slug: 'profit',
          language: 'en',
          isFallback: false,
          isOutdated: false,
          html: '<p>Results.</p>',
          text: '',
          frontmatter: { section: 'profit', title: 'Results' },
        },
      }}
      illustrations={{}}
    />,
    { namespaces: { home } },
  )
  const [about, profit] = screen.getAllByRole('region')
  const note = within(about!).getByText(common.translation.outdatedNote)
  expect(note.closest('[lang]')).toBeNull()
  expect(within(profit!).queryByText(common.translation.outdatedNote)).not.toBeInTheDocument()
})
