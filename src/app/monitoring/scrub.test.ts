import { cut, maxStringLength, redacted, scrub, whatsappPlaceholder } from './scrub'

const token =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vIiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ'

it.each([
  ['a Bearer header in text', 'call Bearer abc.def now', `call Bearer ${redacted} now`],
  ['a JWT without Bearer', `token was ${token}!`, `token was ${redacted}!`],
  ['a token in a query', '/x?token=123&a=1', `/x?token=${redacted}&a=1`],
  ['a token in a fragment', '/cb#access_token=abc&state=1', `/cb#access_token=${redacted}&state=1`],
  ['an id_token in a fragment', '/cb#id_token=abc', `/cb#id_token=${redacted}`],
  [
    'a username in a query',
    '/login/?username=demo&password=pw',
    `/login/?username=${redacted}&password=${redacted}`,
  ],
  [
    'the WhatsApp number in a consultant URL',
    'GET http://api.example/api/consultant/5511987654321?x=1',
    `GET http://api.example/api/consultant/${whatsappPlaceholder}?x=1`,
  ],
  ['an e-mail address', 'mail joao.oliveira@example.com now', `mail ${redacted} now`],
  [
    'a JSON-encoded body',
    '{"username":"demo","password":"pw","keep":"yes"}',
    `{"username":"${redacted}","password":"${redacted}","keep":"yes"}`,
  ],
  ['text that only looks like JSON', '{not json Bearer x}', `{not json Bearer ${redacted}}`],
])('scrubs %s', (_case, input, output) => {
  expect(scrub(input)).toBe(output)
})

it('replaces secret and personal fields wherever they are', () => {
  const event = {
    request: {
      headers: { Authorization: 'Bearer abc.def', Accept: 'application/json', Cookie: 'a=1' },
      url: '/x?token=123&a=1',
    },
    extra: {
      accessToken: 'raw-token',
      token: 't',
      id_token: 'i',
      jwt: 'j',
      nested: [{ password: 'hunter2', note: 'call Bearer xyz now' }],
      consultant: { first_name: 'João', email: 'j@example.com' },
      whatsapp_number: '5511987654321',
    },
    breadcrumbs: [{ data: { refresh_token: 'r-1', url: '/api/consultant/5511987654321' } }],
  }
  expect(scrub(event)).toEqual({
    request: {
      headers: { Authorization: redacted, Accept: 'application/json', Cookie: redacted },
      url: `/x?token=${redacted}&a=1`,
    },
    extra: {
      accessToken: redacted,
      token: redacted,
      id_token: redacted,
      jwt: redacted,
      nested: [{ password: redacted, note: `call Bearer ${redacted} now` }],
      consultant: redacted,
      whatsapp_number: redacted,
    },
    breadcrumbs: [
      { data: { refresh_token: redacted, url: `/api/consultant/${whatsappPlaceholder}` } },
    ],
  })
})

it('cuts objects nested deeper than the limit instead of passing them on', () => {
  let deep: Record<string, unknown> = { password: 'pw-at-the-bottom' }
  for (let level = 0; level < 50; level += 1) deep = { level: deep }
  const text = JSON.stringify(scrub(deep))
  expect(text).not.toContain('pw-at-the-bottom')
  expect(text).toContain(cut)
  // Deep trees scrubbed with a higher limit keep their shape.
  expect(JSON.stringify(scrub(deep, 64))).toContain(`"password":"${redacted}"`)
})

it('leaves ordinary data alone', () => {
  expect(scrub({ message: 'Page not found', count: 3, missing: null })).toEqual({
    message: 'Page not found',
    count: 3,
    missing: null,
  })
})

it('cuts a string over the length limit before scrubbing it, so no pattern runs long', () => {
  const long = `${'a'.repeat(100_000)} mail joao@example.com`
  const scrubbed = scrub(long)
  expect(scrubbed.length).toBeLessThan(maxStringLength + 20)
  expect(scrubbed.endsWith(cut)).toBe(true)
  expect(scrub(`${'b'.repeat(30_000)}@x`, 8, 100_000)).toBe(`${'b'.repeat(30_000)}@x`)
})
