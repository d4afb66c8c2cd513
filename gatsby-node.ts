import type { GatsbyNode } from 'gatsby'
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { localisePage, readFrameContent, type FrameContent } from './gatsby/localise-page'
import { fontFiles, latinRange } from './src/lib/fonts'
import { writeInterSubset } from './gatsby/inter-subset'
import { isHiddenDevPage } from './gatsby/dev-pages'
import { EagerCompileHintPlugin } from './gatsby/eager-compile-hint'
import {
  contentErrorLocation,
  contentErrorMap,
  contentErrorMeta,
  overlayError,
} from './gatsby/content/content-error-location'
import { developOverlay } from './gatsby/content/develop-overlay'
import { contentTypeDefs } from './gatsby/content/content-nodes'
import {
  contentRenders,
  contentVersionOf,
  type FileNode,
  type MdxNode,
} from './gatsby/content/content-renders'
import { drawSocialImage } from './gatsby/seo/draw-social-image'
import { siteConfig } from './src/lib/site-config'

let frameContent: FrameContent | undefined

/** Content mistakes as Gatsby's structured errors: id, file and line, in the terminal and overlay. */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  reporter.setErrorMap(contentErrorMap)
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async () => {
  frameContent = readFrameContent(__dirname)
  // Inter is served from our own origin under a stable name so the page can preload it.
  const target = path.join(__dirname, 'static', 'fonts')
  mkdirSync(target, { recursive: true })
  // Parcel, which compiles this file, drops `require.resolve`: resolve from the project instead.
  const resolve = createRequire(path.join(__dirname, 'package.json')).resolve
  for (const { source, file } of fontFiles) {
    await writeInterSubset(resolve(source), path.join(target, file), latinRange)
  }
  await drawSocialImage(siteConfig.brandName, path.join(__dirname, 'static', 'og-image.png'))
}

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (isHiddenDevPage(page.path)) {
    actions.deletePage(page)
    return
  }
  frameContent ??= readFrameContent(__dirname)
  const localised = localisePage(page, frameContent)
  if (!localised) return
  actions.deletePage(page)
  actions.createPage(localised)
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs)
}

/** Content errors in the browser in `gatsby develop` (null in a build). */
const overlay = developOverlay(__dirname)
const renders = contentRenders()

/**
 * Every MDX file under content/ is checked and rendered to HTML here; a mistake stops the build
 * with file, line and rule. Pages get the result from the `Mdx.fields` resolver below.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, getNode, reporter }) => {
  if (node.internal.type !== 'Mdx' || !node.parent) return
  const file = getNode(node.parent) as unknown as FileNode | undefined
  const version = contentVersionOf(node, file, __dirname)
  if (!file || !version) return
  const overlayId = `content-error ${file.relativePath}`
  try {
    await renders.render(version)
    overlay?.(overlayId, null)
  } catch (error) {
    const message = (error as Error).message
    const { filePath, line } = contentErrorLocation(message, __dirname, file.absolutePath)
    // Stops `gatsby build`; in develop it is reported and the page keeps the last good version.
    const structured = contentErrorMeta(message, filePath, line)
    reporter.panicOnBuild(structured)
    overlay?.(overlayId, [overlayError(structured)])
  }
}

/** Gatsby's resolver context, as far as used here (its types do not export it). */
interface ResolverContext {
  nodeModel: { getNodeById: (args: { id: string }) => unknown }
}

/**
 * A content entry's kind, locale, slug, HTML and text, resolved when a query asks: a query that
 * runs while the file is still rendering waits for it (docs/architecture.md, "Content fields").
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Mdx: {
      fields: {
        resolve: (
          mdx: MdxNode & { parent: string | null },
          _args: unknown,
          context: ResolverContext,
        ) => {
          const file = mdx.parent
            ? (context.nodeModel.getNodeById({ id: mdx.parent }) as FileNode | null)
            : null
          const version = contentVersionOf(mdx, file, __dirname)
          return version ? renders.fieldsFor(version) : null
        },
      },
    },
  })
}

/**
 * The crash-test switch (src/components/crash/crash-trigger.tsx) exists only in builds made with
 * GATSBY_CRASH_TEST=1: defining the variable lets the minifier drop it from every other build. The
 * browser bundles every page starts with carry V8's eager-compile hint (gatsby/eager-compile-hint.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  plugins,
  stage,
}) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        'process.env.GATSBY_CRASH_TEST': JSON.stringify(
          process.env.GATSBY_CRASH_TEST === '1' ? '1' : '',
        ),
      }),
      ...(stage === 'build-javascript' ? [new EagerCompileHintPlugin()] : []),
    ],
  })
}
