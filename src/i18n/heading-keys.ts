/**
 * The interface strings the site sets as headings through `PhraseText`, by namespace of
 * `locales/<lng>/`: a key names one string or a group of them (`categories`: every category's
 * name). gatsby-node computes their phrase breaks for each Japanese page
 * (gatsby/localise-page.ts); a heading missing here still shows, but may break inside a phrase.
 */
export const headingKeys: Readonly<Record<string, readonly string[]>> = {
  common: ['footer.contactHeading', 'footer.legalHeading'],
  faq: ['heading', 'categories'],
  home: ['hero.heading', 'about.heading', 'profit.heading', 'myfx.heading'],
  login: ['heading'],
  'not-found': ['heading'],
  signup: ['heading'],
}
