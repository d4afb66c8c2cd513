/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')) as T

interface PackageRule {
  groupName?: string
  matchPackageNames?: string[]
  enabled?: boolean
}
const renovate = readJson<{ extends: string[]; packageRules: PackageRule[] }>('renovate.json')
const manifest = readJson<{
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  overrides: Record<string, string>
}>('package.json')
const lock = readJson<{
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>
}>('package-lock.json')

/** Renovate's package-name globs: `*` stands for any run of characters. */
const matches = (pattern: string, name: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replace(/\*/g, '.*')}$`).test(name)
const ruleFor = (name: string) =>
  renovate.packageRules.find((rule) =>
    rule.matchPackageNames?.some((pattern) => matches(pattern, name)),
  )

const direct = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
const fixedStack =
  /^(gatsby|gatsby-.*|babel-preset-gatsby|react|react-dom|@types\/react(-dom)?|react-i18next|i18next|@emotion\/.*|theme-ui|@theme-ui\/.*|@mdx-js\/.*|decap-.*)$/

it('proposes the fixed stack as one update, and everything else weekly', () => {
  const framework = direct.filter((name) => fixedStack.test(name))
  expect(framework.length).toBeGreaterThan(10)
  expect(framework.filter((name) => ruleFor(name)?.groupName !== 'framework')).toEqual([])
  expect(direct.filter((name) => !fixedStack.test(name) && ruleFor(name))).toEqual([])
  expect(renovate.extends).toContain('schedule:weekly')
})

it('holds webpack to the range Gatsby asks for: one copy in the lockfile, never updated alone', () => {
  const gatsbyWants = lock.packages['node_modules/gatsby']?.dependencies?.webpack
  expect(manifest.overrides.webpack).toBe(gatsbyWants)
  const copies = Object.keys(lock.packages).filter((location) =>
    location.endsWith('node_modules/webpack'),
  )
  expect(copies).toEqual(['node_modules/webpack'])
  expect(ruleFor('webpack')?.enabled).toBe(false)
})
