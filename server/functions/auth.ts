/*
 * GET /api/auth (the editor's GitHub sign-in window) as a Netlify Function; the CDN's _redirects
 * routes the path here. Its GITHUB_OAUTH_* variables are read from the function's environment.
 */
import { endpointTable } from '../endpoints/endpoint-table'
import { netlifyFunction } from '../endpoints/netlify-function'

export default netlifyFunction(endpointTable.editorSignIn.path)
