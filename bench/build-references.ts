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

import { precompressDirectory } from '../post-build/precompress'
import { removeSourceMaps } from '../post-build/remove-source-maps'
import { projectRoot, run } from './build'
import { staticFloorHtml } from './references/static-floor'

/** The references' sources, committed. */
export const referencesSourceDir = join(projectRoot, 'bench', 'references')
/**
 * Where they are built: dist/ is gitignored and ignored by ESLint, Prettier and tsc, which a
 * Gatsby build inside bench/ (its `.cache/` and `public/` full of bundles) would not be.
 */
export const referencesBuildDir = join(projectRoot, 'dist', 'bench-references')

/** What the fixed-stack reference runs; each must be the very copy our site is built with. */
const stackPackages = [
  'gatsby',
  'react',
  'react-dom',
  'gatsby-source-filesystem',
  'gatsby-plugin-react-i18next',
  'i18next',
  'react-i18next',
  'theme-ui',
  'jotai',
] as const

export interface ReferenceBuilds {
  /** Each reference's public folder, with `.br`/`.gz` siblings. */
  dirs: { starter: string; 'fixed stack': string; floor: string }
  /** The versions of `stackPackages` both Gatsby references were built with. */
  versions: Record<string, string>
}

const projectRequire = createRequire(join(projectRoot, 'package.json'))

/**
 * Builds the three references unless their build is current. Each gets the post-build steps of
 * ours that matter to a visitor: source maps removed and `.br` (quality 11) / `.gz` (level 9)
 * siblings written by post-build/precompress.ts, which the server prefers as it does for our
 * pages. Our own bundle deferral (defer-page-scripts) is not applied: they are Gatsby as it comes.
 */
export async function buildReferences(): Promise<ReferenceBuilds> {
  const versions = Object.fromEntries(stackPackages.map((name) => [name, packageVersion(name)]))
  const starter = await buildGatsbyReference('gatsby-starter', versions)
  // The fixed stack imports the starter's page, text and stylesheet: both sources in its stamp.
  const fixedStack = await buildGatsbyReference('fixed-stack', versions, ['gatsby-starter'])
  const floor = await buildStaticFloor(starter)
  return { dirs: { starter, 'fixed stack': fixedStack, floor }, versions }
}

function packageVersion(name: string): string {
  const manifest = projectRequire.resolve(`${name}/package.json`)
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/**
 * `gatsby build` of bench/references/<name>/, in a copy under dist/ (the copy's
 * node_modules lookup climbs to the project's, like the source folder's would). The copy keeps its
 * `.cache/` between builds; public/ is rebuilt whole. Skipped while the sources it uses and the
 * packages' versions are those of the last build.
 */
async function buildGatsbyReference(
  name: string,
  versions: Record<string, string>,
  alsoUses: string[] = [],
): Promise<string> {
  const sourceDir = join(referencesSourceDir, name)
  const siteDir = join(referencesBuildDir, name)
  const publicDir = join(siteDir, 'public')
  const stampFile = join(siteDir, '.bench-build-stamp')
  const hashes = [name, ...alsoUses].map((dir) => hashTree(join(referencesSourceDir, dir)))
  const stamp = `${JSON.stringify({ hashes, versions })}\n`
  if (existsSync(join(publicDir, 'index.html')) && readIfExists(stampFile) === stamp) {
    return publicDir
  }
  console.error(`Building the ${name} reference (gatsby build)…`)
  mkdirSync(siteDir, { recursive: true })
  for (const entry of readdirSync(siteDir)) {
    if (entry !== '.cache') rmSync(join(siteDir, entry), { recursive: true, force: true })
  }
  cpSync(sourceDir, siteDir, { recursive: true })
  // Fair only if the reference runs the very packages our site is built with.
  const siteRequire = createRequire(join(siteDir, 'package.json'))
  for (const dependency of stackPackages) {
    const [fromSite, fromProject] = [siteRequire, projectRequire].map((from) =>
      from.resolve(`${dependency}/package.json`),
    )
    if (fromSite !== fromProject) {
      throw new Error(
        `${name} resolves ${dependency} to ${fromSite}, the project to ${fromProject}`,
      )
    }
  }
  const gatsby = projectRequire.resolve('gatsby/cli.js')
  await run(process.execPath, [gatsby, 'build'], { cwd: siteDir, env: { NODE_ENV: 'production' } })
  await removeSourceMaps(publicDir)
  await precompressDirectory(publicDir)
  writeFileSync(stampFile, stamp)
  return publicDir
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
function hashTree(root: string): string {
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
