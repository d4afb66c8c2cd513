/**
 * The only list of locales. gatsby-config, gatsby-node, the language menu, the production server,
 * the content check and the browser tests all read it from here.
 */
export const languages = ['pt-BR', 'pt-PT', 'en', 'es', 'fr', 'it', 'ja'] as const

export type Language = (typeof languages)[number]

/** pt-BR pages live at unprefixed paths; every other locale under `/<code>/` exactly as written. */
export const defaultLanguage: Language = 'pt-BR'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/**
 * Endonyms: each language named in itself, so a reader finds their own language whatever the page
 * language is. They are proper names, identical in every locale, so they live here, not in locales/.
 */
export const languageNames: Record<Language, string> = {
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
}

/** Country whose flag stands next to each language in the menu (flags are drawn by the site). */
export const languageFlags: Record<Language, FlagCountry> = {
  'pt-BR': 'br',
  'pt-PT': 'pt',
  en: 'gb',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ja: 'jp',
}

export type FlagCountry = 'br' | 'pt' | 'gb' | 'es' | 'fr' | 'it' | 'jp'

/** Open Graph locale for each language (`og:locale` wants an underscore and a region). */
export const ogLocales: Record<Language, string> = {
  'pt-BR': 'pt_BR',
  'pt-PT': 'pt_PT',
  en: 'en_GB',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  ja: 'ja_JP',
}
