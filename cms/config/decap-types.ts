/**
 * The part of Decap CMS's configuration this site uses (https://decapcms.org/docs/configuration-options/).
 * Written here rather than imported: decap-cms ships a browser bundle, not its types.
 */
/** The editor's own widget for a translation's stamp (cms/editor/translation-stamp-widget.ts). */
export const translationStampWidget = 'translation-stamp'

export type I18nSetting = boolean | 'translate' | 'duplicate' | 'none'

export interface DecapField {
  name: string
  label: string
  widget:
    | 'string'
    | 'text'
    | 'number'
    | 'select'
    | 'boolean'
    | 'markdown'
    | 'object'
    | 'hidden'
    | typeof translationStampWidget
  required?: boolean
  hint?: string
  pattern?: [string, string]
  i18n?: I18nSetting
  options?: readonly string[]
  value_type?: 'int' | 'float'
  min?: number
  step?: number
  default?: unknown
  modes?: readonly ('raw' | 'rich_text')[]
  collapsed?: boolean
  fields?: readonly DecapField[]
}

interface CollectionBase {
  name: string
  label: string
  label_singular?: string
  description?: string
  create?: boolean
  delete?: boolean
  format?: string
  extension?: string
}

export interface FolderCollection extends CollectionBase {
  folder: string
  slug: string
  identifier_field?: string
  summary?: string
  sortable_fields?: readonly string[]
  i18n?: boolean
  fields: readonly DecapField[]
}

export interface FileEntry {
  name: string
  label: string
  file: string
  fields: readonly DecapField[]
}

export interface FilesCollection extends CollectionBase {
  files: readonly FileEntry[]
}

export interface DecapConfig {
  backend: {
    name: string
    branch?: string
    repo?: string
    base_url?: string
    auth_endpoint?: string
    api_root?: string
    squash_merges?: boolean
  }
  publish_mode?: 'simple' | 'editorial_workflow'
  local_backend: boolean
  locale: string
  site_url: string
  display_url: string
  media_folder: string
  public_folder: string
  i18n: { structure: 'multiple_folders'; locales: readonly string[]; default_locale: string }
  collections: readonly (FolderCollection | FilesCollection)[]
}
