import { warmColorModes } from './warm-color-modes'

const isLight = () => document.documentElement.classList.contains('theme-ui-light')

afterEach(() => {
  document.documentElement.className = ''
})

// The warm-up runs while the visitor looks at the page: whichever mode it is in, it stays in it.
it.each([
  ['dark', false],
  ['light', true],
])('leaves a page in %s mode in that mode', (_, light) => {
  document.documentElement.classList.toggle('theme-ui-light', light)
  document.documentElement.classList.add('other-class')
  warmColorModes()
  expect(isLight()).toBe(light)
  expect(document.documentElement).toHaveClass('other-class')
})

it('computes the page once in the other mode', () => {
  const modesSeen: boolean[] = []
  // Each forced style computation happens in the mode the page is in at that moment.
  const offsetWidth = jest
    .spyOn(HTMLElement.prototype, 'offsetWidth', 'get')
    .mockImplementation(() => (modesSeen.push(isLight()), 0))
  warmColorModes()
  offsetWidth.mockRestore()
  expect(modesSeen).toEqual([true, false])
})
