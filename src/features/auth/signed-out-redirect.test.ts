import { authStorageKeys } from './state/auth-storage'
import { signedOutRedirectScript } from './signed-out-redirect'

/** Runs the script against `stored` (or storage that throws): where it sent the visitor, and whether
 * it hid the page it left. */
function visit(stored: Record<string, string> | 'unreadable'): { to: string[]; hidden: boolean } {
  const replaced: string[] = []
  const document = { documentElement: { hidden: false } }
  const storage = {
    getItem: (key: string) => {
      if (stored === 'unreadable') throw new DOMException('denied', 'SecurityError')
      return stored[key] ?? null
    },
  }
  const location = { replace: (to: string) => replaced.push(to) }
  const script = signedOutRedirectScript('/en/login/')
  new Function('localStorage', 'location', 'document', script)(storage, location, document)
  return { to: replaced, hidden: document.documentElement.hidden }
}

const token = { [authStorageKeys.accessToken]: 'eyJ.token' }
const consultant = { [authStorageKeys.consultant]: JSON.stringify({ username: 'demo' }) }

it('leaves a visitor with a stored session on the consultant area', () => {
  expect(visit({ ...token, ...consultant })).toEqual({ to: [], hidden: false })
})

it.each([
  ['nothing stored', {}],
  ['a token without a consultant', token],
  ['a consultant without a token', consultant],
  ['an empty token', { [authStorageKeys.accessToken]: '', ...consultant }],
  ['a consultant that is not JSON', { ...token, [authStorageKeys.consultant]: '{not json' }],
  ['a consultant that is a list', { ...token, [authStorageKeys.consultant]: '[]' }],
  ['a consultant that is null', { ...token, [authStorageKeys.consultant]: 'null' }],
  ['a consultant that is text', { ...token, [authStorageKeys.consultant]: '"demo"' }],
])('sends a visitor with %s to the login of their language, the area unseen', (_, stored) => {
  expect(visit(stored)).toEqual({ to: ['/en/login/'], hidden: true })
})

it('sends a visitor whose storage cannot be read to the login, as the session reads it as empty', () => {
  expect(visit('unreadable')).toEqual({ to: ['/en/login/'], hidden: true })
})

it('writes the login path as a string literal, whatever it holds', () => {
  const replaced: string[] = []
  const hostile = "/x/');alert(1);('/"
  new Function('localStorage', 'location', 'document', signedOutRedirectScript(hostile))(
    { getItem: () => null },
    { replace: (to: string) => replaced.push(to) },
    { documentElement: {} },
  )
  expect(replaced).toEqual([hostile])
})
