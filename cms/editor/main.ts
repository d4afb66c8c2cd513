import { localBackend, productionBackend } from '../config/decap-config'
import { faqCollection } from '../config/faq-collection'
import { jsonFormat, mdxFormat } from '../config/formats'
import { homeCollection } from '../config/home-collection'
import { localeFieldsOf } from '../config/locale-fields'
import { decapCms } from './decap-global'
import { jsonFileFormat } from './json-format'
import { createMdxFormat } from './mdx-format'
import { firstSiteLanguage } from '../../src/i18n/browser-language'
import { editorStrings } from '../../src/i18n/editor-strings'
import { checkImageUploads } from './image-upload'
import { previewLinksFrom, previewUrlMeta } from './preview-links'
import { checkSave, type SavedEntry } from './save-check'
import { acceptSignInOnlyFromItsWindow } from './sign-in-messages'
import { stampTranslationsOnSave } from './stamp-on-save'
import { translationStampControl } from './translation-stamp-widget'
import { createTranslationStamps } from './translation-stamps'
import { skipUntranslatedFiles } from './untranslated-files'
import { translationStampWidget } from '../config/decap-types'
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

// Translations record the pt-BR text they were made from (docs/content-editing.md, "Translation
// freshness"): the formats remember what was loaded, the save stamps what changed.
const stamps = createTranslationStamps()
cms.registerCustomFormat(mdxFormat, 'mdx', stamps.watching(mdx.format))
cms.registerCustomFormat(jsonFormat, 'json', stamps.watching(jsonFileFormat))
cms.registerWidget(translationStampWidget, translationStampControl())
cms.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const saved = entry.toJS() as Partial<SavedEntry>
    mdx.beforeSave(saved.data ?? {})
    const { path = '', data = {}, i18n = {} } = saved
    // A save the build would refuse is refused here, naming file and line; nothing is written.
    await checkSave({ path, data, i18n }, strings.save.refused).catch((error: unknown) => {
      mdx.afterSave()
      throw error
    })
  },
})
cms.registerEventListener({ name: 'postSave', handler: () => mdx.afterSave() })
skipUntranslatedFiles(cms, [localBackend, productionBackend])
stampTranslationsOnSave(cms, [localBackend, productionBackend], stamps)
const previewPattern = document.querySelector<HTMLMetaElement>(`meta[name="${previewUrlMeta}"]`)
previewLinksFrom(cms, productionBackend, previewPattern?.content)
cms.registerPreviewTemplate('faq', previewTemplate('faq', 'question'))
cms.registerPreviewTemplate('home', previewTemplate('home', 'title'))
cms.registerPreviewStyle(previewStyleSheet(), { raw: true })
