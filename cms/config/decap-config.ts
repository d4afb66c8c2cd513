import { defaultLanguage, languages } from '../../src/i18n/languages'
import type { DecapConfig } from './decap-types'
import { faqCollection } from './faq-collection'
import { homeCollection } from './home-collection'
import { settingsCollection } from './settings-collection'

export interface DecapConfigOptions {
  /** Where the editor's links to the site lead (GATSBY_SITE_URL). */
  siteUrl: string
}

/**
 * The editor's whole configuration, from the same lists the build validates against (locales,
 * FAQ categories, home sections), served as /admin/config.yml (JSON is YAML).
 *
 * On localhost Decap first asks the local backend (`npm run cms`: decap-server on port 8081, which
 * writes into this working copy); anywhere else it uses `backend`, which needs the site owner's
 * set-up before anyone can sign in (README, "Content editor").
 */
export function decapConfig({ siteUrl }: DecapConfigOptions): DecapConfig {
  return {
    backend: { name: 'git-gateway', branch: 'main' },
    local_backend: true,
    locale: 'en',
    site_url: siteUrl,
    display_url: siteUrl,
    // Required by Decap; no field here takes an image yet.
    media_folder: 'content/images',
    public_folder: '/images',
    i18n: { structure: 'multiple_folders', locales: languages, default_locale: defaultLanguage },
    collections: [faqCollection, homeCollection, settingsCollection],
  }
}
