import { localBackend, productionBackend } from '../config/decap-config'
import { faqCollection } from '../config/faq-collection'
import { jsonFormat, mdxFormat } from '../config/formats'
import { homeCollection } from '../config/home-collection'
import { localeFieldsOf } from '../config/locale-fields'
import { decapCms } from './decap-global'
import { jsonFileFormat } from './json-format'
import { createMdxFormat } from './mdx-format'
import type { EntryData } from './mdx-file'
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
  handler: ({ entry }) => {
    const data = entry.get('data') as { toJS(): EntryData } | undefined
    mdx.beforeSave(data?.toJS() ?? {})
  },
})
cms.registerEventListener({ name: 'postSave', handler: () => mdx.afterSave() })
skipUntranslatedFiles(cms, [localBackend, productionBackend])
stampTranslationsOnSave(cms, [localBackend, productionBackend], stamps)
cms.registerPreviewTemplate('faq', previewTemplate('faq', 'question'))
cms.registerPreviewTemplate('home', previewTemplate('home', 'title'))
cms.registerPreviewStyle(previewStyleSheet(), { raw: true })
