import en from '../../locales/en/editor.json'
import es from '../../locales/es/editor.json'
import fr from '../../locales/fr/editor.json'
import it from '../../locales/it/editor.json'
import ja from '../../locales/ja/editor.json'
import ptBR from '../../locales/pt-BR/editor.json'
import ptPT from '../../locales/pt-PT/editor.json'
import type { Language } from './languages'

/**
 * What the site itself says around the editor (Decap's own interface has its own language): the
 * "not configured" notice, the sign-in window, refused uploads and saves. One namespace,
 * `locales/<lng>/editor.json`, so the content check covers it like every other string.
 */
export type EditorStrings = typeof en

export const editorStrings: Record<Language, EditorStrings> = {
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  en,
  es,
  fr,
  it,
  ja,
}

/** `{{name}}` placeholders filled in, as i18next writes them in the locale files. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole)
}
