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
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  function answerFontRequest(answer: () => Promise<Response>) {
    const fetchMock = jest.fn().mockImplementation(answer)
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true })
    return fetchMock
  }
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'fetch')
  })

  it('fetches the file as the font loader does, remembers it, and loads it for this document', async () => {
    const fetchMock = answerFontRequest(() =>
      Promise.resolve({
        ok: true,
        arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)),
      } as Response),
    )
    const load = jest.fn().mockResolvedValue([{}])
    installFonts({ load })
    cacheInterForNextPages()
    await settle()
    expect(fetchMock).toHaveBeenCalledWith(interFontUrl, {
      mode: 'cors',
      credentials: 'same-origin',
    })
    expect(localStorage.getItem('font:inter')).toBe('1')
    expect(load).toHaveBeenCalledWith('400 1em "Inter Variable"')
    expect(root).not.toHaveClass(interReadyClass)
  })

  it('remembers it even when this document refuses the late face (WebKit with `optional`)', async () => {
    answerFontRequest(() =>
      Promise.resolve({
        ok: true,
        arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)),
      } as Response),
    )
    installFonts({ load: jest.fn().mockRejectedValue(new DOMException('missed', 'NetworkError')) })
    cacheInterForNextPages()
    await settle()
    expect(localStorage.getItem('font:inter')).toBe('1')
  })

  it('remembers nothing when the file did not arrive (blocked, offline, an error answer)', async () => {
    installFonts({ load: jest.fn().mockResolvedValue([{}]) })
    answerFontRequest(() => Promise.reject(new TypeError('Failed to fetch')))
    cacheInterForNextPages()
    await settle()
    expect(localStorage.getItem('font:inter')).toBeNull()
    answerFontRequest(() => Promise.resolve({ ok: false, status: 404 } as Response))
    cacheInterForNextPages()
    await settle()
    expect(localStorage.getItem('font:inter')).toBeNull()
  })

  it('does nothing once the page already leads with Inter', async () => {
    const fetchMock = answerFontRequest(() => Promise.reject(new TypeError('unused')))
    installFonts({ load: jest.fn() })
    root.classList.add(interReadyClass)
    cacheInterForNextPages()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
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
