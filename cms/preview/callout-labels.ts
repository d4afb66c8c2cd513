import type { CalloutStatus } from '../../src/components/content-html/editor/editor-rules'
import type { Language } from '../../src/i18n/languages'
import en from '../../locales/en/content.json'
import es from '../../locales/es/content.json'
import fr from '../../locales/fr/content.json'
import it from '../../locales/it/content.json'
import ja from '../../locales/ja/content.json'
import ptBR from '../../locales/pt-BR/content.json'
import ptPT from '../../locales/pt-PT/content.json'

/**
 * The hidden word before a callout in each language, bundled into the editor (the build reads the
 * same files from disk, gatsby/content/callout-labels.ts).
 */
export const calloutLabels: Readonly<Record<Language, Record<CalloutStatus, string>>> = {
  'pt-BR': ptBR.callout,
  'pt-PT': ptPT.callout,
  en: en.callout,
  es: es.callout,
  fr: fr.callout,
  it: it.callout,
  ja: ja.callout,
}
