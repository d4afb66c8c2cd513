/*
 * Stands in for browser-lang in gatsby-plugin-react-i18next's page wrapper, which asks it for the
 * browser's language only to redirect a visitor there. The site sets `redirect: false`
 * (gatsby-config.ts; it suggests a language instead), so the call never runs, but the wrapper's
 * CommonJS `require` kept the package in every page's first load
 * (docs/performance.md#first-load-javascript). Should the call run, the page keeps its language.
 */
export default function browserLanguage({ fallback }: { fallback: string }): string {
  return fallback
}
