import { defaultLanguage, languages } from '../../src/i18n/languages'
import type { DecapConfig } from './decap-types'
import type { EditingSettings } from './editing-settings'
import { faqCollection } from './faq-collection'
import { homeCollection } from './home-collection'
import { settingsCollection } from './settings-collection'

/** Where saves go outside localhost; `npm run cms` replaces it with Decap's local backend. */
export const productionBackend = 'github'
/** The backend Decap uses on localhost when decap-server answers (`local_backend`). */
export const localBackend = 'proxy'
/** The site's sign-in endpoint (server/endpoints/editor-sign-in/), as Decap joins it to `base_url`. */
export const signInEndpoint = 'api/auth'
/** Where uploaded images go: the folder `<Figure src="images/…">` is read from by the build. */
export const imageFolder = 'content/images'

export interface DecapConfigOptions {
  /** Where the editor's links to the site lead (GATSBY_SITE_URL); its origin signs editors in. */
  siteUrl: string
  /** The repository editors save to; unset, /admin/ says editing is not configured. */
  editing?: EditingSettings
  /** Whether Decap looks for `npm run cms`'s local backend on localhost (development only). */
  localBackend?: boolean
}

/**
 * The editor's whole configuration, its collections derived from the content model the build
 * validates against (src/lib/content/model/), served as /admin/config.yml (JSON is YAML).
 *
 * On the live site: Decap's GitHub backend, its sign-in window served by the site itself
 * (`base_url` + `auth_endpoint`: GET /api/auth), and the editorial workflow: a save is a draft (a
 * branch and a pull request), publishing merges it. In development, Decap first asks the local
 * backend (`npm run cms`: decap-server on port 8081, which writes into this working copy and saves
 * at once: it has no drafts in that mode).
 */
export function decapConfig({
  siteUrl,
  editing,
  localBackend = false,
}: DecapConfigOptions): DecapConfig {
  return {
    backend: {
      name: productionBackend,
      branch: editing?.branch ?? 'main',
      ...(editing
        ? {
            repo: editing.repo,
            base_url: new URL(siteUrl).origin,
            auth_endpoint: signInEndpoint,
            ...(editing.apiRoot ? { api_root: editing.apiRoot } : {}),
            squash_merges: false,
          }
        : {}),
    },
    publish_mode: 'editorial_workflow',
    local_backend: localBackend,
    locale: 'en',
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: imageFolder,
    // Figures name their image relative to content/ (`images/fees.png`), as the build reads it.
    public_folder: 'images',
    i18n: { structure: 'multiple_folders', locales: languages, default_locale: defaultLanguage },
    collections: [faqCollection, homeCollection, settingsCollection],
  }
}
