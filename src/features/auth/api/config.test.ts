const originalUrl = process.env.GATSBY_API_URL
const originalFetch = globalThis.fetch

afterEach(() => {
  if (originalUrl === undefined) delete process.env.GATSBY_API_URL
  else process.env.GATSBY_API_URL = originalUrl
  globalThis.fetch = originalFetch
})

function loadFresh<T extends object>(path: string): T {
  let loaded: T | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual<T>(path)
  })
  return loaded as T
}

it('defaults to the local provider on port 8787', () => {
  delete process.env.GATSBY_API_URL
  expect(loadFresh<typeof import('./config')>('./config').apiBaseUrl).toBe('http://localhost:8787')
})

it('takes GATSBY_API_URL without a trailing slash', () => {
  process.env.GATSBY_API_URL = 'https://api.provider.example/'
  expect(loadFresh<typeof import('./config')>('./config').apiBaseUrl).toBe(
    'https://api.provider.example',
  )
})

it('points the default client at GATSBY_API_URL through the global fetch', async () => {
  process.env.GATSBY_API_URL = 'https://api.provider.example'
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }) as Response)
  globalThis.fetch = fetchMock
  const { providerClient } = loadFresh<typeof import('./provider-client')>('./provider-client')
  await providerClient.verify('access-1')
  expect(fetchMock).toHaveBeenCalledWith(
    'https://api.provider.example/auth/v1/verify',
    expect.objectContaining({ credentials: 'include' }),
  )
})
