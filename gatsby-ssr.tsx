import type { GatsbySSR } from 'gatsby'
import { isValidElement } from 'react'
import { PageWrapper } from './src/app/page-wrapper'
import { renderBodyWithHeadStyles } from './src/app/render-body-with-head-styles'
import { RootWrapper } from './src/app/root-wrapper'
import { joinPrePaintScripts } from './src/app/pre-paint-scripts'
import { noFlashScript } from './src/lib/color-mode'
import { fontFaceCss, interCachedScript } from './src/lib/fonts'
import { announcementDismissalScript } from './src/components/announcement/dismissal'
import { holdEarlySubmitsScript } from './src/hooks/use-held-submit'
import { consentDecidedScript } from './src/features/consent'
import { signedOutRedirectScript } from './src/features/auth'
import { localePath, splitLocalePath } from './src/i18n/paths'
import { routeAt, routes } from './src/i18n/routes'
import { suggestionScript } from './src/components/language-suggestion/suggestion-script'
import { noticeCss } from './src/components/notices/notice-styles'
import { logoFile, siteIcons } from './src/lib/seo/site-icons'

/** React 18's types do not know `blocking` yet; React passes it through. */
const renderBlocking = { blocking: 'render' } as Record<string, string>
/** The element Gatsby renders after every page's content (its RouteAnnouncer). */
const routeAnnouncerId = 'gatsby-announcer'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootWrapper>{element}</RootWrapper>
)

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)

// Every page's emotion styles in its head rather than before each element (see the module).
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styleElements } = renderBodyWithHeadStyles(bodyComponent)
  replaceBodyHTMLString(html)
  setHeadComponents(styleElements)
}

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHeadComponents([
    // Drawn from the one logo at build time (gatsby/seo/draw-site-icons.ts): browsers that draw
    // SVG take it; the others (Safari) take the ICO, and a home screen the touch icon.
    <link key="icon-ico" rel="icon" href={`/${siteIcons.ico}`} sizes="32x32" />,
    <link key="icon" rel="icon" href={`/${logoFile}`} type="image/svg+xml" />,
    <link key="touch-icon" rel="apple-touch-icon" href={`/${siteIcons.appleTouch}`} />,
    <link key="manifest" rel="manifest" href={`/${siteIcons.manifest}`} />,
    // The first paint waits until the page's content is parsed whole: Gatsby's route announcer is
    // the last element of every page's body. A busy browser otherwise paints part of the page and
    // lays it out again with each further piece the parser yields, after the first paint, where
    // those layouts block input (docs/performance.md#start-up-and-first-paint); a half-parsed
    // header also moved when the rest arrived (layout shift). Browsers without `rel=expect`
    // ignore it.
    <link key="expect-parsed" rel="expect" href={`#${routeAnnouncerId}`} {...renderBlocking} />,
    <style key="inter-face" dangerouslySetInnerHTML={{ __html: fontFaceCss }} />,
    // Which notice shows, and how, is decided before the first paint (docs/product.md#notices).
    <style key="notices" dangerouslySetInnerHTML={{ __html: noticeCss }} />,
  ])
  // Before the body paints, so a stored light (or system-light) choice never flashes dark, and the
  // notices shown are decided. One script, one CSP hash (src/app/pre-paint-scripts.ts).
  const { language, path } = splitLocalePath(pathname)
  const prePaint = joinPrePaintScripts([
    // First, so that a signed-out visit to a signed-in page (the consultant area) leaves before
    // anything else runs.
    ...(routeAt(path)?.signedIn
      ? [signedOutRedirectScript(localePath(language, routes.login.path))]
      : []),
    noFlashScript,
    interCachedScript,
    announcementDismissalScript,
    holdEarlySubmitsScript,
    consentDecidedScript,
    suggestionScript,
  ])
  setPreBodyComponents([<script key="pre-paint" dangerouslySetInnerHTML={{ __html: prePaint }} />])
}

/** Gatsby's `<meta name="generator">`, which it puts first in every page's head. */
const isGeneratorTag = (component: unknown) =>
  isValidElement<{ name?: string }>(component) && component.props.name === 'generator'

// Gatsby names itself and its version in every page's head: no visitor or search engine reads it,
// it tells an attacker which version to look up, and it costs bytes of the first response
// (docs/performance.md#the-faqs-largest-paint).
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(getHeadComponents().filter((component) => !isGeneratorTag(component)))
}
