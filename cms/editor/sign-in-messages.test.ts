import { acceptSignInOnlyFromItsWindow } from './sign-in-messages'

/** A page with the guard, and Decap's listener after it, as in /admin/. */
function editorPage() {
  const signInWindow = { name: 'sign-in' } as unknown as Window
  const otherWindow = { name: 'other' } as unknown as Window
  const opened: string[] = []
  window.open = ((url: string) => {
    opened.push(url)
    return url.includes('/api/auth') ? signInWindow : otherWindow
  }) as typeof window.open
  acceptSignInOnlyFromItsWindow(window)
  const decapReceived: string[] = []
  const decapListener = (event: MessageEvent) => decapReceived.push(String(event.data))
  window.addEventListener('message', decapListener)
  const post = (data: string, origin: string, source: Window) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
  return { signInWindow, otherWindow, decapReceived, post, opened, decapListener }
}

const success = 'authorization:github:success:{"token":"t","provider":"github"}'

describe('acceptSignInOnlyFromItsWindow', () => {
  let page: ReturnType<typeof editorPage>
  beforeEach(() => {
    page = editorPage()
  })
  afterEach(() => window.removeEventListener('message', page.decapListener))

  it("passes the sign-in window's messages on to Decap", () => {
    window.open('/api/auth?provider=github&scope=repo', 'Netlify Authorization')
    page.post('authorizing:github', window.location.origin, page.signInWindow)
    page.post(success, window.location.origin, page.signInWindow)
    expect(page.decapReceived).toEqual(['authorizing:github', success])
  })

  it('stops a forged token from another window of the same origin', () => {
    window.open('/api/auth?provider=github&scope=repo')
    window.open('/qatrading/faq/')
    page.post(success, window.location.origin, page.otherWindow)
    expect(page.decapReceived).toEqual([])
  })

  it('stops the same message from another origin, even from the sign-in window', () => {
    window.open('/api/auth?provider=github')
    page.post(success, 'https://evil.example', page.signInWindow)
    expect(page.decapReceived).toEqual([])
  })

  it('stops sign-in messages before any sign-in window was opened', () => {
    page.post(success, window.location.origin, page.signInWindow)
    expect(page.decapReceived).toEqual([])
  })

  it("leaves other messages alone (Decap's and the preview's own)", () => {
    page.post('{"type":"preview"}', 'https://evil.example', page.otherWindow)
    expect(page.decapReceived).toEqual(['{"type":"preview"}'])
  })
})
