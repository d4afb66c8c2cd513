import {
  contentImageTypeNames,
  maxContentImageBytes,
  refuseContentImage,
} from '../../src/components/content-html/editor/content-image-rules'
import { fill, type EditorStrings } from '../../src/i18n/editor-strings'

export type ReadDimensions = (file: File) => Promise<{ width: number; height: number } | null>

/** What the browser can decode and measure; a file it cannot decode is no image for the site. */
export const decodeDimensions: ReadDimensions = (file) =>
  createImageBitmap(file).then(
    (bitmap) => {
      const size = { width: bitmap.width, height: bitmap.height }
      bitmap.close()
      return size.width > 0 && size.height > 0 ? size : null
    },
    () => null,
  )

/** FileReader rather than `Blob.arrayBuffer`, which older engines (and jsdom) lack. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'))
    reader.readAsArrayBuffer(blob)
  })
}

const megabytes = (size: number) => `${(size / 1024 / 1024).toFixed(1)} MB`

/** Why the build would refuse this file as a `<Figure>` image, in the editor's words; null if it would not. */
export async function uploadRefusal(
  file: File,
  strings: EditorStrings['upload'],
  readDimensions: ReadDimensions,
): Promise<string | null> {
  const firstBytes = await readBytes(file.slice(0, 16))
  const refused = refuseContentImage(file.name, file.size, firstBytes)
  const values = {
    file: file.name,
    type: refused?.type ? contentImageTypeNames[refused.type] : '',
    size: megabytes(file.size),
    limit: megabytes(maxContentImageBytes).replace('.0', ''),
  }
  if (refused) return fill(strings[refused.refusal], values)
  return (await readDimensions(file)) ? null : fill(strings.noDimensions, values)
}

/**
 * Decap's media library takes any file and, on the live site, commits it at once. This checks every
 * file chosen in the editor against the build's own rules first (content-image-rules.ts): a file
 * the build would refuse never reaches Decap, and the editor says why, in the editor's language,
 * before anything is committed. The chosen files are checked while Decap waits: its listener sees
 * the change only once they pass (the event is held in the capture phase and sent again).
 */
export function checkImageUploads(
  document: Document,
  strings: EditorStrings['upload'],
  readDimensions: ReadDimensions = decodeDimensions,
): void {
  const passed = new WeakSet<Event>()
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || passed.has(event)) return
      event.stopImmediatePropagation()
      const files = [...(input.files ?? [])]
      void Promise.all(files.map((file) => uploadRefusal(file, strings, readDimensions))).then(
        (refusals) => {
          const reasons = refusals.filter((reason): reason is string => reason !== null)
          if (reasons.length > 0) {
            input.value = ''
            showRefusal(document, reasons, strings.dismiss)
            return
          }
          const again = new Event('change', { bubbles: true })
          passed.add(again)
          input.dispatchEvent(again)
        },
      )
    },
    true,
  )
}

const noticeId = 'upload-refused'

function showRefusal(document: Document, reasons: readonly string[], dismiss: string): void {
  document.getElementById(noticeId)?.remove()
  const notice = document.createElement('div')
  notice.id = noticeId
  notice.setAttribute('role', 'alert')
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '1rem',
    bottom: '1rem',
    zIndex: '100000',
    padding: '1rem',
    background: '#fff1f0',
    color: '#5c0011',
    border: '2px solid #a8071a',
    borderRadius: '6px',
    font: '1rem/1.5 system-ui, sans-serif',
  })
  for (const reason of reasons) {
    const line = document.createElement('p')
    line.style.margin = '0 0 0.5rem'
    line.textContent = reason
    notice.append(line)
  }
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = dismiss
  close.addEventListener('click', () => notice.remove())
  notice.append(close)
  document.body.append(notice)
  close.focus()
}
