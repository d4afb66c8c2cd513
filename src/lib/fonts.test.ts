import {
  cacheInterForNextPages,
  fontFaceCss,
  interCachedScript,
  interFontUrl,
  interReadyClass,
  leadWithInterIfLoaded,
} from './fonts'

const root = document.documentElement

/** jsdom has no FontFaceSet: each test installs the one it needs. */
function installFonts(fonts: Partial<FontFaceSet> | undefined): void {
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true })
}

beforeEach(() => {
  root.className = ''
  localStorage.clear()
})
afterEach(() => {
  installFonts(undefined)
  jest.restoreAllMocks()
})

describe('fontFaceCss', () => {
  it('declares Inter once, and a stack variable that leads with it only once it is cached', () => {
    expect(fontFaceCss).toContain(
      'font-family:"Inter Variable";font-style:normal;font-display:optional',
    )
    expect(fontFaceCss.match(/@font-face/g)).toHaveLength(1)
    expect(fontFaceCss).toContain(':root{--font-inter:Inter}')
    expect(fontFaceCss).toContain(`:root.${interReadyClass}{--font-inter:"Inter Variable"}`)
  })
})

describe('interCachedScript (before the first paint)', () => {
  it('leads with Inter once an earlier page has loaded it, and not before', () => {
    new Function(interCachedScript)()
    expect(root).not.toHaveClass(interReadyClass)
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull()
    localStorage.setItem('font:inter', '1')
    new Function(interCachedScript)()
    expect(root).toHaveClass(interReadyClass)
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')
    expect(preload?.getAttribute('href')).toBe(interFontUrl)
    expect(preload?.crossOrigin).toBe('anonymous')
    preload?.remove()
  })

  it('keeps the fallback when storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(() => new Function(interCachedScript)()).not.toThrow()
    expect(root).not.toHaveClass(interReadyClass)
  })
})

describe('cacheInterForNextPages (after the first paint)', () => {
  it('loads Inter and remembers it for the next page, without switching this one', async () => {
    const load = jest.fn().mockResolvedValue([{}])
    installFonts({ load })
    cacheInterForNextPages()
    await Promise.resolve()
    await Promise.resolve()
    expect(load).toHaveBeenCalledWith('400 1em "Inter Variable"')
    expect(localStorage.getItem('font:inter')).toBe('1')
    expect(root).not.toHaveClass(interReadyClass)
  })

  it('remembers nothing when Inter did not load (blocked, offline)', async () => {
    installFonts({ load: jest.fn().mockRejectedValue(new Error('network')) })
    cacheInterForNextPages()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(localStorage.getItem('font:inter')).toBeNull()
    installFonts({ load: jest.fn().mockResolvedValue([]) })
    cacheInterForNextPages()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(localStorage.getItem('font:inter')).toBeNull()
  })
})

describe('leadWithInterIfLoaded (a move to another page of the app)', () => {
  it('switches to Inter when it has loaded, and not before', () => {
    const check = jest.fn().mockReturnValue(false)
    installFonts({ check })
    leadWithInterIfLoaded()
    expect(root).not.toHaveClass(interReadyClass)
    check.mockReturnValue(true)
    leadWithInterIfLoaded()
    expect(root).toHaveClass(interReadyClass)
  })
})
