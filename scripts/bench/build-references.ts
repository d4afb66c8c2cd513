import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'

import { precompressDirectory } from '../../post-build/precompress'
import { removeSourceMaps } from '../../post-build/remove-source-maps'
import { projectRoot } from './build'
import { onInterrupt } from './cleanup'
import { staticFloorHtml } from './references/static-floor'

/** The references' sources, committed. */
export const referencesSourceDir = join(projectRoot, 'scripts', 'bench', 'references')
/**
 * Where they are built: dist/ is gitignored and ignored by ESLint, Prettier and tsc, which a
 * Gatsby build inside scripts/ (its `.cache/` and `public/` full of bundles) would not be.
 */
export const referencesBuildDir = join(projectRoot, 'dist', 'bench-references')

export interface ReferenceBuilds {
  /** The Gatsby starter's public/, with `.br`/`.gz` siblings. */
  starterDir: string
  /** The static floor: index.html and its siblings. */
  floorDir: string
  gatsbyVersion: string
  reactVersion: string
}

const projectRequire = createRequire(join(projectRoot, 'package.json'))

/**
 * Builds both references unless their build is current. Each gets the post-build steps of ours
 * that matter to a visitor: source maps removed and `.br` (quality 11) / `.gz` (level 9) siblings
 * written by post-build/precompress.ts, which the server prefers as it does for our pages.
 * Our own bundle deferral (defer-page-scripts) is not applied: the starter is Gatsby as it comes.
 */
export async function buildReferences(): Promise<ReferenceBuilds> {
  const gatsbyVersion = packageVersion('gatsby')
  const reactVersion = packageVersion('react')
  const starterDir = await buildStarter(`${gatsbyVersion} ${reactVersion}`)
  const floorDir = await buildStaticFloor(starterDir)
  return { starterDir, floorDir, gatsbyVersion, reactVersion }
}

function packageVersion(name: string): string {
  const manifest = projectRequire.resolve(`${name}/package.json`)
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/**
 * `gatsby build` of scripts/bench/references/gatsby-starter/, in a copy under dist/ (the copy's
 * node_modules lookup climbs to the project's, like the source folder's would). The copy keeps its
 * `.cache/` between builds; public/ is rebuilt whole. Skipped while the sources, Gatsby and React
 * are those of the last build.
 */
async function buildStarter(versions: string): Promise<string> {
  const sourceDir = join(referencesSourceDir, 'gatsby-starter')
  const siteDir = join(referencesBuildDir, 'gatsby-starter')
  const publicDir = join(siteDir, 'public')
  const stampFile = join(siteDir, '.bench-build-stamp')
  const stamp = `${hashTree(sourceDir)} ${versions}\n`
  if (existsSync(join(publicDir, 'index.html')) && readIfExists(stampFile) === stamp) {
    return publicDir
  }

  console.error('Building the Gatsby starter reference (gatsby build)…')
  mkdirSync(siteDir, { recursive: true })
  for (const entry of readdirSync(siteDir)) {
    if (entry !== '.cache') rmSync(join(siteDir, entry), { recursive: true, force: true })
  }
  cpSync(sourceDir, siteDir, { recursive: true })
  assertProjectPackages(siteDir)
  await runGatsbyBuild(siteDir)
  await removeSourceMaps(publicDir)
  await precompressDirectory(publicDir)
  writeFileSync(stampFile, stamp)
  return publicDir
}

/** Fair only if the reference runs the very Gatsby and React our site is built with. */
function assertProjectPackages(siteDir: string): void {
  const siteRequire = createRequire(join(siteDir, 'package.json'))
  for (const name of ['gatsby', 'react', 'react-dom']) {
    const fromSite = siteRequire.resolve(`${name}/package.json`)
    const fromProject = projectRequire.resolve(`${name}/package.json`)
    if (fromSite !== fromProject) {
      throw new Error(`The starter resolves ${name} to ${fromSite}, the project to ${fromProject}`)
    }
  }
}

function runGatsbyBuild(siteDir: string): Promise<void> {
  const cli = projectRequire.resolve('gatsby/cli.js')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build'], {
      cwd: siteDir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const release = onInterrupt(() => {
      child.kill('SIGTERM')
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    child.on('error', (error) => {
      release()
      reject(error)
    })
    child.on('exit', (code, signal) => {
      release()
      if (code === 0) resolve()
      else {
        const how = signal ?? `exit ${code}`
        reject(new Error(`gatsby build of the starter reference failed (${how}):\n${output}`))
      }
    })
  })
}

/**
 * The static floor, written on every run (it takes milliseconds): the starter's page as plain HTML
 * with the starter's own CSS file inline, so both carry the same minified stylesheet.
 */
async function buildStaticFloor(starterDir: string): Promise<string> {
  const floorDir = join(referencesBuildDir, 'static-floor')
  rmSync(floorDir, { recursive: true, force: true })
  mkdirSync(floorDir, { recursive: true })
  const stylesheet = readdirSync(starterDir).find((file) => /^styles\.[0-9a-f]+\.css$/.test(file))
  if (!stylesheet) throw new Error(`No styles.*.css in ${starterDir}: is the starter built?`)
  const css = readFileSync(join(starterDir, stylesheet), 'utf8').trim()
  writeFileSync(join(floorDir, 'index.html'), staticFloorHtml(css))
  await precompressDirectory(floorDir)
  return floorDir
}

/** A digest of every file under `root` (paths and contents), to tell whether a rebuild is due. */
export function hashTree(root: string): string {
  const hash = createHash('sha256')
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

function readIfExists(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null
}
