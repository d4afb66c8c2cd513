export {
  PhraseBreaksProvider,
  PhraseText,
  type PhraseBreaks,
  type PhraseTextProps,
} from './phrase-text'
