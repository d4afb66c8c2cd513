/** @jest-environment node */
import { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import {
  developInternals,
  rerunStaleOpenPages,
  type DevelopInternals,
  type DevelopSocket,
  type DevelopSocketServer,
} from './develop-open-pages'

/**
 * Develop's socket server and query state, played the way Gatsby does: its own `registerPath`
 * handler (attached first) records the tab's page; a page is stale until its query runs.
 */
function fakeDevelop({ startedBefore = true } = {}) {
  const open = new Set<string>()
  const stale = new Set<string>()
  const runs: string[] = []
  const server = Object.assign(new EventEmitter(), {
    sockets: { sockets: new Map<string, DevelopSocket>() },
  })
  let started: ((server: DevelopSocketServer) => void) | undefined
  const internals: DevelopInternals = {
    socketServer: () => (startedBefore ? server : undefined),
    onSocketServerStarted: (listener) => {
      started = listener
    },
    openPages: () => open,
    isStale: (pagePath) => stale.has(pagePath),
    requestRun: (pagePath) => {
      runs.push(pagePath)
      stale.delete(pagePath)
    },
  }
  // Gatsby's own connection handler, attached when its socket server starts.
  server.on('connection', (socket: EventEmitter) => {
    socket.on('registerPath', (pagePath: string) => open.add(pagePath))
  })
  const connectTab = (referer?: string) => {
    const socket = new EventEmitter()
    if (referer) open.add(referer) // Gatsby reads the page from the Referer on connection
    server.emit('connection', socket)
    return { registerPath: (pagePath: string) => socket.emit('registerPath', pagePath) }
  }
  return {
    internals,
    stale,
    runs,
    connectTab,
    start: () => started?.(server),
  }
}

describe('rerunStaleOpenPages', () => {
  it('runs the query of a page whose data went stale before its tab registered', () => {
    const develop = fakeDevelop()
    rerunStaleOpenPages(develop.internals)
    develop.stale.add('/pt-PT/qatrading/faq/')
    develop.connectTab().registerPath('/pt-PT/qatrading/faq/')
    expect(develop.runs).toEqual(['/pt-PT/qatrading/faq/'])
  })

  it('runs it as well when the page comes from the connection itself', () => {
    const develop = fakeDevelop()
    rerunStaleOpenPages(develop.internals)
    develop.stale.add('/en/qatrading/faq/')
    develop.connectTab('/en/qatrading/faq/')
    expect(develop.runs).toEqual(['/en/qatrading/faq/'])
  })

  it('leaves a page whose data is up to date, and stale pages no tab has open', () => {
    const develop = fakeDevelop()
    rerunStaleOpenPages(develop.internals)
    develop.stale.add('/ja/qatrading/faq/')
    develop.connectTab().registerPath('/pt-PT/qatrading/faq/')
    expect(develop.runs).toEqual([])
  })

  it('watches a socket server that starts after it is called (onCreateDevServer comes first)', () => {
    const develop = fakeDevelop({ startedBefore: false })
    rerunStaleOpenPages(develop.internals)
    develop.start()
    develop.stale.add('/pt-PT/qatrading/faq/')
    develop.connectTab().registerPath('/pt-PT/qatrading/faq/')
    expect(develop.runs).toEqual(['/pt-PT/qatrading/faq/'])
  })
})

describe('developInternals', () => {
  // The Gatsby objects it leans on (docs/performance.md#framework-internals-we-lean-on): a Gatsby
  // upgrade that renames one fails here before an editor's tab goes stale again.
  it("finds Gatsby's socket server, open pages and query state where Gatsby 5.16 keeps them", () => {
    const internals = developInternals(path.resolve(__dirname, '..'))
    expect(internals.socketServer()).toBeUndefined() // not started outside `gatsby develop`
    expect(internals.openPages()).toBeInstanceOf(Set)
    expect(internals.isStale('/no-such-page/')).toBe(false)
  })

  const read = (file: string) =>
    readFileSync(
      path.join(path.dirname(require.resolve('gatsby/package.json')), 'dist', file),
      'utf8',
    )

  it('hears of the socket server from the `init` develop calls on the manager itself', () => {
    const manager = read('utils/websocket-manager.js')
    expect(manager).toMatch(/\n {2}init = \(\{\s*server\s*\}\) => \{/)
    expect(manager).toMatch(
      /this\.websocket = websocket;[\s\S]*?websocket\.on\(`connection`, socket => \{/,
    )
    expect(manager).toContain('socket.on(`registerPath`, path => {')
    expect(manager).toContain('this.activePaths = serverActivePaths;')
    expect(read('utils/start-server.js')).toContain('_websocketManager.websocketManager.init({')
  })

  it('asks for a run the way a fetch of the page data does', () => {
    expect(read('utils/get-page-data.js')).toMatch(
      /const query = queries\.trackedQueries\.get\(pagePath\);[\s\S]*?if \(query\.dirty !== 0\) \{\s*_redux\.emitter\.emit\(`QUERY_RUN_REQUESTED`, \{\s*pagePath\s*\}\);/,
    )
    expect(read('services/listen-for-mutations.js')).toContain(
      '_redux.emitter.on(`QUERY_RUN_REQUESTED`, emitQueryRunRequest);',
    )
  })

  it('lets the content checks show their errors in the overlay (develop-overlay.ts)', () => {
    expect(read('utils/websocket-manager.js')).toMatch(
      /emitError = \(id, message\) => \{[\s\S]*?type: `overlayError`/,
    )
  })
})
