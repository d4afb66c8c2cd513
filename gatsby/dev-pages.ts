/**
 * The kit catalogue (src/pages/dev/) is for the team: `gatsby develop` and the browser-test build
 * (GATSBY_KIT_CATALOGUE=1) have it, a production build does not.
 */
export function isHiddenDevPage(path: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const isDevPage = /^\/?([^/]+\/)?dev\//.test(path)
  return isDevPage && env.NODE_ENV === 'production' && env.GATSBY_KIT_CATALOGUE !== '1'
}
