import type { ComponentType } from 'react'
import { headOnNavigation } from './head-on-navigation'
import type { TranslatedHeadProps } from './translated-head-elements'

type Elements = typeof import('./translated-head-elements')

/**
 * A page's `Head`: title and description from its namespace, canonical, alternates and structured
 * data (translated-head-elements.tsx). Rendered in full into the static HTML; in the browser it is
 * fetched on the first navigation (head-on-navigation.tsx), and replaces the served head.
 * `BUILD_STAGE` is a constant webpack inlines, so the `require` is not even parsed for the
 * browser's bundles.
 */
export const TranslatedHead: ComponentType<TranslatedHeadProps> =
  process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      (require('./translated-head-elements') as Elements).TranslatedHeadElements
    : headOnNavigation(
        () => import(/* webpackChunkName: "page-head" */ './translated-head-elements'),
      )
