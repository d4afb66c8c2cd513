export { ContentNote, OutdatedTranslationNote, type ContentNoteProps } from './content-note'
