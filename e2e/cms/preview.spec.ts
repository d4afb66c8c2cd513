import { fillBody, openEntry, pane, signIn } from './editor'
import { expect, test } from './fixtures'

test('the preview shows the entry with the site renderer, components and styles', async ({
  page,
}) => {
  await signIn(page)
  await openEntry(page, 'faq', 'fees')
  await page.getByRole('button', { name: 'Toggle preview' }).click()
  const preview = page.frameLocator('#preview-pane')
  await expect(preview.locator('h1')).toHaveText('Quais são as taxas?')
  // Site links get the entry language's prefix, as the build renders them (pt-BR: none).
  await expect(preview.getByRole('link', { name: 'outros custos' })).toHaveAttribute(
    'href',
    '/qatrading/faq/#other-costs',
  )

  await fillBody(
    page,
    pane.left,
    'Antes.\n\n<Callout status="warning">Leia com atenção.</Callout>\n\nDepois.',
  )
  const callout = preview.locator('.callout[data-status="warning"]')
  await expect(callout).toContainText('Leia com atenção.')
  // The site's prose styles, resolved from the theme: a callout is a flex box with a left accent.
  await expect(callout).toHaveCSS('display', 'flex')
  await expect(callout).toHaveCSS('border-left-width', '4px')

  // A figure: the image comes through the local backend, as Decap previews any stored file.
  await fillBody(page, pane.left, '<Figure src="images/result.png" alt="Resultado" />')
  const image = preview.getByRole('img', { name: 'Resultado' })
  await expect(image).toHaveJSProperty('complete', true)
  expect(
    await image.evaluate((element) => (element as HTMLImageElement).naturalWidth),
  ).toBeGreaterThan(0)

  // What the build would stop on, the preview names with file and line instead of rendering.
  await fillBody(page, pane.left, 'Linha um.\n\nUma chave { sem escape.')
  await expect(preview.getByRole('alert')).toContainText('content/faq/pt-BR/fees.mdx:10:')
})
