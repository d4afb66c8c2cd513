import { redacted, scrub } from './scrub'

it('replaces tokens, passwords and Authorization headers wherever they are', () => {
  const event = {
    request: {
      headers: { Authorization: 'Bearer abc.def', Accept: 'application/json' },
      url: '/x?token=123&a=1',
    },
    extra: {
      accessToken: 'raw-token',
      nested: [{ password: 'hunter2', note: 'call Bearer xyz now' }],
    },
    breadcrumbs: [{ data: { refresh_token: 'r-1' } }],
  }
  expect(scrub(event)).toEqual({
    request: {
      headers: { Authorization: redacted, Accept: 'application/json' },
      url: `/x?token=${redacted}&a=1`,
    },
    extra: {
      accessToken: redacted,
      nested: [{ password: redacted, note: `call Bearer ${redacted} now` }],
    },
    breadcrumbs: [{ data: { refresh_token: redacted } }],
  })
})

it('leaves ordinary data alone', () => {
  expect(scrub({ message: 'Page not found', count: 3 })).toEqual({
    message: 'Page not found',
    count: 3,
  })
})
