/*
 * Gatsby's Node APIs, each handed to a file of its own under gatsby/node/. Parcel compiles this
 * file and rewrites `__dirname` in the files it bundles, so the project folder is passed from here,
 * where `__dirname` is the project's.
 */
import { createResolversFor } from './gatsby/node/create-resolvers'
import { createSchemaCustomization } from './gatsby/node/create-schema-customization'
import { onCreateDevServerFor } from './gatsby/node/on-create-dev-server'
import { onCreateNodeFor } from './gatsby/node/on-create-node'
import { onCreatePageFor } from './gatsby/node/on-create-page'
import { onCreateWebpackConfigFor } from './gatsby/node/on-create-webpack-config'
import { onPreBootstrapFor } from './gatsby/node/on-pre-bootstrap'
import { onPreInit } from './gatsby/node/on-pre-init'

export { createSchemaCustomization, onPreInit }
export const onPreBootstrap = onPreBootstrapFor(__dirname)
export const onCreatePage = onCreatePageFor(__dirname)
export const onCreateNode = onCreateNodeFor(__dirname)
export const createResolvers = createResolversFor(__dirname)
export const onCreateDevServer = onCreateDevServerFor(__dirname)
export const onCreateWebpackConfig = onCreateWebpackConfigFor(__dirname)
