import { setConsent } from '../../features/consent'
import { assignLocation, reloadPage } from '../../lib/navigation'
import { leaveAnalyticsBehind, markAnalyticsRequested } from './analytics-boundary'

jest.mock('../../lib/navigation')

type Boundary = typeof import('./analytics-boundary')
type Navigation = jest.Mocked<typeof import('../../lib/navigation')>

/** A boundary of its own (its "requested" flag, like its listeners, lives as long as the document). */
async function freshModules() {
  let modules: { boundary: Boundary; navigation: Navigation } | undefined
  await jest.isolateModulesAsync(async () => {
    modules = {
      boundary: await import('./analytics-boundary'),
      navigation: (await import('../../lib/navigation')) as Navigation,
    }
  })
  return modules!
}

function linkTo(href: string, attributes: Record<string, string> = {}) {
  const link = document.createElement('a')
  link.href = href
  link.textContent = 'Go'
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  document.body.append(link)
  return link
}

/** Clicks like a browser would; returns whether something prevented the default navigation. */
function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  element.dispatchEvent(event)
  return event.defaultPrevented
}

afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
  jest.clearAllMocks()
})

describe('before analytics was requested', () => {
  it('leaves links and route changes to Gatsby', async () => {
    const { boundary, navigation } = await freshModules()
    expect(click(linkTo('/en/login/'))).toBe(false)
    boundary.leaveAnalyticsBehind('/en/login/')
    expect(navigation.assignLocation).not.toHaveBeenCalled()
    expect(navigation.reloadPage).not.toHaveBeenCalled()
    expect(boundary.analyticsRequested()).toBe(false)
  })
})

describe('once analytics was requested in the document', () => {
  beforeAll(() => markAnalyticsRequested())

  it.each(['/login/', '/en/login/', '/ja/consultant/', 'http://localhost/pt-PT/login/'])(
    'loads %s in full instead of a client-side route change',
    (href) => {
      const link = linkTo(href)
      expect(click(link)).toBe(true)
      expect(assignLocation).toHaveBeenCalledWith(link.href)
    },
  )

  it('leaves links to other pages, new tabs, downloads and other sites alone', () => {
    expect(click(linkTo('/en/qatrading/faq/'))).toBe(false)
    expect(click(linkTo('/en/login/'), { ctrlKey: true })).toBe(false)
    expect(click(linkTo('/en/login/'), { button: 1 })).toBe(false)
    expect(click(linkTo('/en/login/', { target: '_blank' }))).toBe(false)
    expect(click(linkTo('/en/login/', { download: '' }))).toBe(false)
    expect(click(linkTo('https://elsewhere.example/login/'))).toBe(false)
    expect(assignLocation).not.toHaveBeenCalled()
  })

  it('handles a click on an element inside the link', () => {
    const icon = document.createElement('span')
    linkTo('/consultant/').append(icon)
    expect(click(icon)).toBe(true)
    expect(assignLocation).toHaveBeenCalledWith('http://localhost/consultant/')
  })

  it('reloads on any other client-side arrival at a page without analytics', () => {
    leaveAnalyticsBehind('/qatrading/faq/')
    expect(reloadPage).not.toHaveBeenCalled()
    leaveAnalyticsBehind('/fr/login/')
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('reloads the page, ending the script, when consent is withdrawn', () => {
    setConsent('accepted')
    expect(reloadPage).not.toHaveBeenCalled()
    setConsent('rejected')
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })
})
