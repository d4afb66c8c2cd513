/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { routeList } from '../src/i18n/routes'

/**
 * docs/product.md describes each page a visitor can reach; the route table declares them. The doc's
 * table must name exactly the table's public pages (not the 404 page, not the team's kit), so a page
 * added or removed in src/i18n/routes.ts cannot leave the product's description behind.
 */
test("docs/product.md's page table names exactly the route table's pages", () => {
  const doc = readFileSync(path.join(__dirname, '..', 'docs', 'product.md'), 'utf8')
  const section = doc.slice(doc.indexOf('## Routes and URLs'), doc.indexOf('\nRules:'))
  const documented = [...section.matchAll(/^\| `(\/[^`]*)`/gm)].map((match) => match[1])
  const declared = routeList
    .filter((route) => !route.devOnly && route.path !== '/404/')
    .map((route) => route.path)
  expect(documented.sort()).toEqual(declared.sort())
})
