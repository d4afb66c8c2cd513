/** @jest-environment node */
import path from 'node:path'
import { formatCoverage, isComplete, measureCoverage } from './coverage'

const fixture = path.join(__dirname, '__fixtures__', 'site')
const coverage = measureCoverage(fixture, ['pt-BR', 'en'])

it('finds UI strings missing in a locale', () => {
  expect(coverage.missingStrings.en).toEqual(['common:nav.faq'])
  expect(coverage.missingStrings['pt-BR']).toEqual([])
})

it('finds FAQ entries pt-BR has and a locale lacks', () => {
  expect(coverage.missingContent.en).toEqual(['faq/risk'])
  expect(isComplete(coverage)).toBe(false)
})

it('prints a locale-by-entry table and what to fix', () => {
  const table = formatCoverage(coverage)
  expect(table).toMatch(/faq\/fees\s+ok\s+ok/)
  expect(table).toMatch(/faq\/risk\s+ok\s+MISSING \(pt-BR shown\)/)
  expect(table).toMatch(/UI strings \(2\)\s+ok\s+1 MISSING/)
  expect(table).toContain('en: missing translation of content/faq/en/risk.mdx')
  expect(table).toContain('en: missing UI string common:nav.faq')
})

it('passes a complete site', () => {
  expect(isComplete(measureCoverage(fixture, ['pt-BR']))).toBe(true)
})
