import { localBackend, productionBackend } from '../config/decap-config'
import { faqCollection } from '../config/faq-collection'
import { jsonFormat, mdxFormat } from '../config/formats'
import { homeCollection } from '../config/home-collection'
import { localeFieldsOf } from '../config/locale-fields'
import { decapCms } from './decap-global'
import { jsonFileFormat } from './json-format'
import { createMdxFormat } from './mdx-format'
import type { EntryData } from './mdx-file'
import { firstSiteLanguage } from '../../src/i18n/browser-language'
import { editorStrings } from '../../src/i18n/editor-strings'
import { checkImageUploads } from './image-upload'
import { acceptSignInOnlyFromItsWindow } from './sign-in-messages'
import { skipUntranslatedFiles } from './untranslated-files'
import { previewTemplate } from '../preview/preview-template'
import { previewStyleSheet } from '../preview/preview-styles'

/**
 * The editor's own code, bundled into /admin/admin.js and loaded after decap-cms.js: the file
 * formats the build reads, and (cms/preview/) the preview with the site's renderer and styles.
 */
acceptSignInOnlyFromItsWindow(window)
// The site's own messages follow the editor's browser languages (Decap's interface is English).
const strings = editorStrings[firstSiteLanguage(navigator.languages)]
checkImageUploads(document, strings.upload)
const cms = decapCms()
const mdx = createMdxFormat(localeFieldsOf([faqCollection, homeCollection]))

cms.registerCustomFormat(mdxFormat, 'mdx', mdx.format)
cms.registerCustomFormat(jsonFormat, 'json', jsonFileFormat)
cms.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const data = entry.get('data') as { toJS(): EntryData } | undefined
    mdx.beforeSave(data?.toJS() ?? {})
  },
})
cms.registerEventListener({ name: 'postSave', handler: () => mdx.afterSave() })
skipUntranslatedFiles(cms, [localBackend, productionBackend])
cms.registerPreviewTemplate('faq', previewTemplate('faq', 'question'))
cms.registerPreviewTemplate('home', previewTemplate('home', 'title'))
cms.registerPreviewStyle(previewStyleSheet(), { raw: true })
