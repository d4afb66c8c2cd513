import { defaultLanguage, languages } from '../../src/i18n/languages'
import type { DecapConfig } from './decap-types'
import { faqCollection } from './faq-collection'
import { homeCollection } from './home-collection'
import { settingsCollection } from './settings-collection'

/** Where saves go outside localhost; `npm run cms` replaces it with Decap's local backend. */
export const productionBackend = 'git-gateway'
/** The backend Decap uses on localhost when decap-server answers (`local_backend`). */
export const localBackend = 'proxy'

export interface DecapConfigOptions {
  /** Where the editor's links to the site lead (GATSBY_SITE_URL). */
  siteUrl: string
}

/**
 * The editor's whole configuration, its collections derived from the content model the build
 * validates against (src/lib/content/model/), served as /admin/config.yml (JSON is YAML).
 *
 * On localhost Decap first asks the local backend (`npm run cms`: decap-server on port 8081, which
 * writes into this working copy); anywhere else it uses `backend`, which needs the site owner's
 * set-up before anyone can sign in (docs/content-editing.md).
 */
export function decapConfig({ siteUrl }: DecapConfigOptions): DecapConfig {
  return {
    backend: { name: productionBackend, branch: 'main' },
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
