import { gatsbyInternal } from './gatsby-internal'

/** A browser tab's socket.io connection, as far as used here. */
export interface DevelopSocket {
  on(event: 'registerPath', listener: (pagePath: unknown) => void): unknown
}

/** Gatsby's socket.io server, as far as used here. */
export interface DevelopSocketServer {
  on(event: 'connection', listener: (socket: DevelopSocket) => void): unknown
  sockets: { sockets: ReadonlyMap<string, DevelopSocket> }
}

/** What `gatsby develop` (5.16) keeps inside, as far as used here; read by `developInternals`. */
export interface DevelopInternals {
  /** Gatsby's socket.io server once it has started, and a way to hear when it starts. */
  socketServer(): DevelopSocketServer | undefined
  onSocketServerStarted(listener: (server: DevelopSocketServer) => void): void
  /** The pages open in a browser tab (socket-registered), as Gatsby's page paths. */
  openPages(): Iterable<string>
  /** Whether a page's query result is out of date (its data changed since it last ran). */
  isStale(pagePath: string): boolean
  /** Asks develop to run a page's query and push the result to the open tabs. */
  requestRun(pagePath: string): void
}

/**
 * `gatsby develop` runs a changed page query only for the pages open in a tab (query on demand),
 * and learns which those are when the tab's socket connects or registers its path. A page whose
 * data changes after its page data was sent but before its tab registered is neither run nor told
 * to fetch again: the tab shows the old data until it is reloaded (an editor's new translation
 * that does not appear; docs/stack-notes.md#open-tabs-in-develop). So when a tab connects or
 * registers, after Gatsby's own handlers have recorded it, every open page whose query is stale
 * is run, as a fetch of its page data would.
 */
export function rerunStaleOpenPages(internals: DevelopInternals): void {
  const runStale = () => {
    for (const pagePath of internals.openPages()) {
      if (internals.isStale(pagePath)) internals.requestRun(pagePath)
    }
  }
  const watch = (socket: DevelopSocket) => socket.on('registerPath', runStale)
  const attach = (server: DevelopSocketServer) => {
    // Tabs connected already (none in practice: the server is watched from the moment it starts).
    for (const socket of server.sockets.sockets.values()) watch(socket)
    server.on('connection', (socket) => {
      watch(socket)
      runStale() // Gatsby takes the page from the connection's Referer too
    })
  }
  const started = internals.socketServer()
  if (started) attach(started)
  else internals.onSocketServerStarted(attach)
}

/** Gatsby 5.16's own objects behind `DevelopInternals` (docs/performance.md#framework-internals-we-lean-on). */
export function developInternals(projectDir: string): DevelopInternals {
  const { websocketManager } = gatsbyInternal<{
    websocketManager: {
      activePaths: Set<string>
      getSocket(): DevelopSocketServer | undefined
      init(options: unknown): DevelopSocketServer
    }
  }>(projectDir, 'utils/websocket-manager')
  const { store, emitter } = gatsbyInternal<{
    store: { getState(): { queries: { trackedQueries: Map<string, { dirty: number }> } } }
    emitter: { emit(event: string, payload: unknown): void }
  }>(projectDir, 'redux')
  return {
    socketServer: () => websocketManager.getSocket(),
    onSocketServerStarted(listener) {
      const init = websocketManager.init
      websocketManager.init = (options) => {
        const server = init(options)
        listener(server)
        return server
      }
    },
    openPages: () => websocketManager.activePaths,
    // The test `get-page-data` makes before it runs a page's query for a fetch.
    isStale: (pagePath) => {
      const query = store.getState().queries.trackedQueries.get(pagePath)
      return query !== undefined && query.dirty !== 0
    },
    requestRun: (pagePath) => emitter.emit('QUERY_RUN_REQUESTED', { pagePath }),
  }
}
