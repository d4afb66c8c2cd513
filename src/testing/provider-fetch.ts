/** An answer of the provider API as the auth client reads it (status and JSON text). */
export function providerAnswer(status: number, body: object = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
  } as Response
}

/**
 * Fakes the provider API at `fetch` (jsdom has none) for every test of the calling file: a 200 with
 * `{}` unless a test says otherwise. Returns the mock, to change answers and read the calls.
 */
export function fakeProviderFetch(): jest.Mock<Promise<Response>, Parameters<typeof fetch>> {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()
  beforeEach(() => {
    global.fetch = fetchMock as typeof fetch
    fetchMock.mockResolvedValue(providerAnswer(200))
  })
  afterEach(() => {
    fetchMock.mockReset()
    // @ts-expect-error jsdom has no fetch of its own.
    delete global.fetch
  })
  return fetchMock
}
