import type { FastifyInstance, InjectOptions } from 'fastify'

import {
  buildSettingsFromEnv,
  settingsDrift,
  type BuildSettings,
} from '../../hosting-policy/build-manifest'
import { readServerConfig } from '../config'
import { createEndpointsApp } from '../endpoints-app'

// Defined by the build's bundler (post-build/bundle-functions.ts, `builtSettingsGlobal`);
// absent where the source runs unbundled (unit tests), which then reads the environment.
declare const __BUILD_SETTINGS__: BuildSettings | undefined

/** What Netlify Functions (v2) pass besides the request. */
export interface FunctionContext {
  ip?: string
}

/** Connection-level headers of the injected answer; the function runtime sets its own. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/** The server's path a function answers for the URL the CDN called it with. */
export type FunctionPath = string | ((pathname: string, build: BuildSettings) => string)

/**
 * One endpoint as a Netlify Function (`Request → Response`), answered by the production server's
 * own routes through Fastify's `inject`: the same methods, limits, headers and errors on the CDN
 * as on `npm run serve`. The function serves `path` whatever URL the CDN reached it by (or the
 * path `path` maps that URL to). The body is read whole: Netlify has already buffered it (6 MB at
 * most) before the function runs, and Fastify's `bodyLimit` answers 413 beyond 1 MiB.
 */
export function netlifyFunction(path: FunctionPath) {
  let app: FastifyInstance | undefined
  return async (request: Request, context?: FunctionContext): Promise<Response> => {
    app ??= createFunctionApp()
    const url = new URL(request.url)
    const served = typeof path === 'string' ? path : path(url.pathname, builtSettings())
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: served + url.search,
      headers: Object.fromEntries(request.headers),
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
      remoteAddress: context?.ip,
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || hopByHop.has(name)) continue
      for (const item of [value].flat()) headers.append(name, String(item))
    }
    const bodyless = request.method === 'HEAD' || [204, 304].includes(answer.statusCode)
    const body = bodyless ? null : new Uint8Array(answer.rawPayload)
    return new Response(body, { status: answer.statusCode, headers })
  }
}

function builtSettings(): BuildSettings {
  return typeof __BUILD_SETTINGS__ === 'undefined'
    ? buildSettingsFromEnv(process.env)
    : __BUILD_SETTINGS__
}

/** The endpoints with the settings of the build the function was bundled with. */
function createFunctionApp(): FastifyInstance {
  const build = typeof __BUILD_SETTINGS__ === 'undefined' ? undefined : __BUILD_SETTINGS__
  if (build) for (const line of settingsDrift(build, process.env)) console.warn(line)
  const config = readServerConfig(process.env, build)
  // The client's address is the CDN's own word (`context.ip`), never a header.
  return createEndpointsApp({ config: { ...config, trustProxy: false } }).app
}
