import type { FetchHandler } from './route'

/** For uptime checks and the e2e setup: answers as soon as the server serves requests. */
export const health: FetchHandler = async () => Response.json({ status: 'ok' })
