import { warnInDevelopment } from './dev-warning'

it('warns with the component named outside production', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  warnInDevelopment('Banner', 'unknown status "fatal"; using "info"')
  expect(warn).toHaveBeenCalledWith('[Banner] unknown status "fatal"; using "info"')
  warn.mockRestore()
})
