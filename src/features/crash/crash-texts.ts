import { splitLocalePath } from '../../i18n/paths'
import type { Language } from '../../i18n/languages'
import en from '../../../locales/en/crash.json'
import es from '../../../locales/es/crash.json'
import fr from '../../../locales/fr/crash.json'
import it from '../../../locales/it/crash.json'
import ja from '../../../locales/ja/crash.json'
import ptBR from '../../../locales/pt-BR/crash.json'
import ptPT from '../../../locales/pt-PT/crash.json'

export type CrashTexts = typeof en

/**
 * The boundaries wrap the whole app, outside gatsby-plugin-react-i18next's per-page provider, and
 * must work when that provider is what broke: the seven small files are bundled here, not fetched.
 * Typed against English, so a locale missing a key fails the typecheck.
 */
const crashTexts: Record<Language, CrashTexts> = {
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  en,
  es,
  fr,
  it,
  ja,
}

/** The locale of the page in the address bar (pt-BR, the unprefixed default, on the server). */
export function currentLanguage(): Language {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname
  return splitLocalePath(pathname).language
}

export function crashTextsFor(language: Language): CrashTexts {
  return crashTexts[language]
}
