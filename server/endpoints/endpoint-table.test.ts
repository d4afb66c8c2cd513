import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { endpointTable, functionRoutes } from './endpoint-table'

const functionsDir = path.join(__dirname, '..', 'functions')
/** The provider's function serves GATSBY_API_URL, which no table can know (provider-proxy/). */
const outsideTheTable = ['provider']

describe('the endpoint table', () => {
  it.each(Object.entries(endpointTable).filter(([, row]) => row.netlifyFunction !== null))(
    '%s has its function file, which serves the path of its row',
    (key, { netlifyFunction }) => {
      const source = readFileSync(path.join(functionsDir, `${netlifyFunction}.ts`), 'utf8')
      expect(source).toContain(`netlifyFunction(endpointTable.${key}.path)`)
    },
  )

  it('names every function file, so none is bundled that the CDN never routes to', () => {
    const files = readdirSync(functionsDir)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((name) => !outsideTheTable.includes(name))
    expect(files.sort()).toEqual(Object.values(functionRoutes).sort())
  })

  it('gives every endpoint its own path', () => {
    const paths = Object.values(endpointTable).map(({ path: endpointPath }) => endpointPath)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
