import { localePath } from '../../src/i18n/paths'
import { routes } from '../fixtures'
import jaLogin from '../../locales/ja/login.json'
import jaNotFound from '../../locales/ja/not-found.json'
import ptLogin from '../../locales/pt-BR/login.json'
import ptNotFound from '../../locales/pt-BR/not-found.json'
import { expect, test } from './fixtures'
import { expectInPage } from './visitor'

/** What a visitor sees of a page once it is interactive: its language and its main heading. */
const pageState = () => ({
  lang: document.documentElement.lang,
  heading: document.querySelector('h1')?.textContent?.trim() ?? '',
  hydrated: document.documentElement.dataset.hydrated === 'true',
})

// One visitor walks every route kind of a locale: a fresh browser per page would cost more than
// the pages (a WebKit session takes about a second to start).
for (const language of ['pt-BR', 'ja'] as const) {
  test(`every ${language} route kind loads, hydrates and shows its heading`, async ({
    visitor,
  }) => {
    for (const route of routes) {
      const path = localePath(language, route)
      await visitor.open(path)
      const state = await visitor.run(pageState)
      expect(state, path).toMatchObject({ lang: language, hydrated: true })
      expect(state.heading, path).not.toBe('')
    }

    // The consultant area sends a signed-out visitor to the login.
    await visitor.load(localePath(language, '/consultant/'))
    await expectInPage(
      visitor,
      'the login replaces the area',
      localePath(language, '/login/'),
      () => location.pathname,
    )
    const heading = (language === 'ja' ? jaLogin : ptLogin).heading
    await expectInPage(visitor, 'the login heading', heading, () =>
      document.querySelector('h1')?.textContent?.trim(),
    )

    // An unknown address gets that language's 404 page.
    await visitor.open(localePath(language, '/no-such-page/'))
    const notFound = language === 'ja' ? jaNotFound : ptNotFound
    expect(await visitor.run(pageState)).toEqual({
      lang: language,
      heading: notFound.heading,
      hydrated: true,
    })
  })
}
