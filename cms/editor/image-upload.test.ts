import { editorStrings } from '../../src/i18n/editor-strings'
import { checkImageUploads, type ReadDimensions } from './image-upload'

const strings = editorStrings.en.upload
const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const measured: ReadDimensions = async () => ({ width: 800, height: 600 })

/** A file input as Decap's media library has one, with Decap's own listener after the check. */
function uploadPage(readDimensions: ReadDimensions = measured) {
  // A document of its own per test: each check stays on the document it was installed on.
  const document = window.document.implementation.createHTMLDocument('editor')
  document.body.innerHTML = '<input type="file" />'
  checkImageUploads(document, strings, readDimensions)
  const input = document.querySelector('input')!
  const decapSaw: string[][] = []
  const listener = () => decapSaw.push([...(input.files ?? [])].map((file) => file.name))
  document.addEventListener('change', listener)
  const choose = async (...files: File[]) => {
    Object.defineProperty(input, 'files', { value: files, configurable: true })
    input.dispatchEvent(new Event('change', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const alert = () => document.querySelector('[role="alert"]')
  return {
    decapSaw,
    choose,
    alert,
    cleanup: () => document.removeEventListener('change', listener),
  }
}

const file = (name: string, bytes: number[] | Uint8Array, size?: number) => {
  const made = new File([Uint8Array.from(bytes)], name)
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size })
  return made
}

describe('checkImageUploads', () => {
  it('passes an image the build accepts on to Decap', async () => {
    const page = uploadPage()
    await page.choose(file('fees.png', pngBytes))
    expect(page.decapSaw).toEqual([['fees.png']])
    expect(page.alert()).toBeNull()
    page.cleanup()
  })

  it.each([
    [
      'an SVG',
      file('logo.svg', [0x3c, 0x73, 0x76, 0x67]),
      'logo.svg: only JPEG, PNG, WebP, AVIF or GIF images can be uploaded (not SVG or other formats).',
    ],
    [
      'an HTML page renamed .png',
      file(
        'page.png',
        [...'<!DOCTYPE html>'].map((c) => c.charCodeAt(0)),
      ),
      'page.png: the file is not a PNG image, whatever its name says.',
    ],
    [
      '20 MB',
      file('photo.png', pngBytes, 20 * 1024 * 1024),
      'photo.png: the file is 20.0 MB; the limit is 5 MB.',
    ],
    ['zero bytes', file('empty.png', []), 'empty.png: the file is empty.'],
  ])('keeps %s from Decap and says why', async (_case, chosen, message) => {
    const page = uploadPage()
    await page.choose(chosen)
    expect(page.decapSaw).toEqual([])
    expect(page.alert()?.textContent).toContain(message)
    page.cleanup()
  })

  it('refuses a file the browser cannot measure', async () => {
    const page = uploadPage(async () => null)
    await page.choose(file('broken.png', pngBytes))
    expect(page.decapSaw).toEqual([])
    expect(page.alert()?.textContent).toContain(
      "broken.png: the image's width and height cannot be read.",
    )
    page.cleanup()
  })

  it('lets the editor dismiss the message with its button', async () => {
    const page = uploadPage()
    await page.choose(file('logo.svg', [0x3c]))
    const close = page.alert()!.querySelector('button')!
    expect(close.textContent).toBe('Close')
    close.click()
    expect(page.alert()).toBeNull()
    page.cleanup()
  })
})
