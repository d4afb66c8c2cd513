import { activeNavKey } from './nav-items'

describe('activeNavKey', () => {
  it('on the home page highlights the section that is 0.75 visible', () => {
    expect(activeNavKey('/', 'profit')).toBe('profit')
  })

  it('on the home page highlights nothing while no section is visible enough', () => {
    expect(activeNavKey('/', null)).toBeNull()
  })

  it('elsewhere highlights the item whose path the page is on', () => {
    expect(activeNavKey('/qatrading/faq/', null)).toBe('faq')
    expect(activeNavKey('/signup/', null)).toBe('signup')
    expect(activeNavKey('/login/', 'about')).toBe('login')
  })

  it('highlights nothing on a page the navigation does not list', () => {
    expect(activeNavKey('/404/', null)).toBeNull()
  })
})
