import { isConsultant } from './consultant'

it('accepts only plain objects as consultants', () => {
  expect(isConsultant({ username: 'ana' })).toBe(true)
  expect(isConsultant([])).toBe(false)
  expect(isConsultant(null)).toBe(false)
  expect(isConsultant('ana')).toBe(false)
})
