/*
 * Stands in for hoist-non-react-statics where @emotion/react imports it for its side effects only
 * (`import 'hoist-non-react-statics'`, which has none): with react-is it was 3.3 KB of every
 * page's first load (docs/performance.md#first-load-javascript). emotion's `withTheme`, which
 * really uses it, imports it through another file and keeps it.
 */
export {}
