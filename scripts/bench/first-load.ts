import { existsSync, readFileSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { constants, gzipSync } from 'node:zlib'

import { deferredBundleSources } from '../../post-build/defer-page-scripts'
import { pageStartFilesReader } from '../../post-build/page-start-files'
import { publicDir } from './build'

export interface FirstLoadScript {
  path: string
  gzipBytes: number
}

export interface FirstLoadSizes {
  htmlGzipBytes: number
  jsGzipBytes: number
  scripts: FirstLoadScript[]
}

/** The build's start files, read once (webpack.stats.json is large) for every page measured. */
let startFilesOf: ReturnType<typeof pageStartFilesReader> | undefined

/**
 * What a page costs before any interaction, read from the build rather than the network: its HTML,
 * every local script its HTML names (`<script src>`, script preloads, the bundles its post-paint
 * loader requests) and the chunks of its page template (the loader requests those too), each
 * gzipped at level 9 as a CDN would serve it. Chunks loaded later on demand are not counted here;
 * Lighthouse's "JS transferred" sees those that load during the page load.
 */
export function measureFirstLoad(pagePath: string): FirstLoadSizes {
  startFilesOf ??= pageStartFilesReader(publicDir)
  const html = readFileSync(htmlFileFor(pagePath), 'utf8')
  const paths = new Set([
    ...localScriptPaths(html),
    ...deferredBundleSources(html),
    ...startFilesOf(pagePath).scripts,
  ])
  const scripts = [...paths].map((path) => ({
    path,
    gzipBytes: gzipBytes(readFileSync(join(publicDir, path))),
  }))
  return {
    htmlGzipBytes: gzipBytes(Buffer.from(html)),
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts,
  }
}

function htmlFileFor(pagePath: string): string {
  const file = join(publicDir, normalize(pagePath), 'index.html')
  if (!existsSync(file)) throw new Error(`No built page for ${pagePath} (looked for ${file})`)
  return file
}

/** Site-relative paths of the .js files the HTML loads or preloads, each once, in order. */
export function localScriptPaths(html: string): string[] {
  const fromScripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((tag) => attribute(tag[0], 'src'))
  const fromPreloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((tag) => tag[0])
    .filter(isScriptPreload)
    .map((tag) => attribute(tag, 'href'))
  const paths = [...fromScripts, ...fromPreloads]
    .filter((url): url is string => url !== undefined)
    .map(toLocalPath)
    .filter((path): path is string => path !== undefined && path.endsWith('.js'))
  return [...new Set(paths)].filter((path) => existsSync(join(publicDir, path)))
}

function isScriptPreload(linkTag: string): boolean {
  const rel = attribute(linkTag, 'rel')?.toLowerCase()
  if (rel === 'modulepreload') return true
  return rel === 'preload' && attribute(linkTag, 'as')?.toLowerCase() === 'script'
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/** `/app-1a2b.js?v=1` → `/app-1a2b.js`; other hosts and protocol-relative URLs → undefined. */
function toLocalPath(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined
  return url.split(/[?#]/)[0]
}

export function gzipBytes(content: Buffer): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length
}
