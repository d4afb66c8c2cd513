import enCommon from '../../locales/en/common.json'
import { expect, test } from './fixtures'
import { expectInPage, markOne, markTarget, serializeTarget } from './visitor'

const isPhone = (width: number) => width < 1024

const activeInside = (selector: string) => {
  const scope = document.querySelector(selector)
  const active = document.activeElement
  return active === document.body || active === null || (scope?.contains(active) ?? false)
}

test('the menu is a modal dialog on a phone; the links sit in the header on a desktop', async ({
  visitor,
  viewport,
}) => {
  await visitor.open('/en/qatrading/faq/')
  const menuButton = { role: 'button', name: enCommon.header.menuOpen } as const
  if (!isPhone(viewport!.width)) {
    await visitor.click({ role: 'link', name: enCommon.nav.login, within: 'header' })
    await expectInPage(visitor, 'the login opens', '/en/login/', () => location.pathname)
    return
  }
  await visitor.click(menuButton)
  const dialog = await markOne(visitor, { role: 'dialog', name: enCommon.header.menuTitle })
  for (let step = 0; step < 14; step++) {
    await visitor.press('Tab')
    expect(await visitor.run(activeInside, dialog), `Tab ${step + 1} stays in the menu`).toBe(true)
  }
  await visitor.press('Escape')
  const menuDialog = serializeTarget({ role: 'dialog', name: enCommon.header.menuTitle })
  await expectInPage(visitor, 'Escape closes the menu', 0, markTarget, ...menuDialog)
  await expectInPage(visitor, 'focus is back on the menu button', enCommon.header.menuOpen, () =>
    document.activeElement?.getAttribute('aria-label'),
  )
})

test('choosing a language keeps the path and the hash', async ({ visitor, viewport }) => {
  await visitor.open('/en/qatrading/faq/#fees')
  const phone = isPhone(viewport!.width)
  if (phone) await visitor.click({ role: 'button', name: enCommon.header.menuOpen })
  else await visitor.click({ role: 'button', name: /English/ })
  await visitor.click({ role: 'link', name: 'Français' })
  await expectInPage(
    visitor,
    'the French FAQ, same question',
    ['/fr/qatrading/faq/#fees', 'fr'],
    () => [location.pathname + location.hash, document.documentElement.lang],
  )
})

const colours = () => ({
  light: document.documentElement.classList.contains('theme-ui-light'),
  scheme: getComputedStyle(document.documentElement).colorScheme,
})

test('the colour theme changes the page and its controls, and survives a reload', async ({
  visitor,
}) => {
  await visitor.open('/en/')
  expect(await visitor.run(colours)).toEqual({ light: false, scheme: 'dark' })
  const select = { role: 'combobox', name: enCommon.colorMode.label, within: 'footer' } as const
  await visitor.choose(select, 'light')
  await expectInPage(visitor, 'light after choosing it', { light: true, scheme: 'light' }, colours)
  await visitor.reload()
  expect(await visitor.run(colours)).toEqual({ light: true, scheme: 'light' })
  await visitor.choose(select, 'dark')
  await expectInPage(visitor, 'dark again', { light: false, scheme: 'dark' }, colours)
})

test('the header changes once the page scrolls past its height, and back', async ({ visitor }) => {
  await visitor.open('/en/')
  const scrolled = () => document.querySelector('header')?.getAttribute('data-scrolled')
  expect(await visitor.run(scrolled)).toBe('false')
  await visitor.run(() => window.scrollTo(0, 400))
  await expectInPage(visitor, 'scrolled past the header', 'true', scrolled)
  await visitor.run(() => window.scrollTo(0, 0))
  await expectInPage(visitor, 'back at the top', 'false', scrolled)
})
