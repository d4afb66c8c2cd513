import { Link } from 'gatsby'
import { useTranslation } from 'react-i18next'
import { siteConfig } from '../../lib/site-config'
import type { LocalisedEntry } from '../../lib/content/localised-entries'
import type { HomeFrontmatter } from '../../lib/content/model/home'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { routes } from '../../i18n/routes'
import { homeSections } from '../header/nav-items'
import { PageSection } from '../ui/page-section/page-section'
import { PhraseText } from '../ui/phrase-text'
import { ContentHtml } from '../content-html/content-html'
import { OutdatedTranslationNote } from '../content-note'
import { SectionIllustration, type HomeIllustrations } from './section-illustration'

export type HomeEntries = Partial<
  Record<HomeFrontmatter['section'], LocalisedEntry<HomeFrontmatter>>
>

export interface HomeViewProps {
  language: Language
  sections: HomeEntries
  illustrations: HomeIllustrations
}

/** The link to the independent verification service sits with the sections that talk about it. */
const sectionsWithVerification = new Set(['profit', 'myfx'])

/** Home page: hero with the two entries, then the three sections the header links to (content/home). */
export function HomeView({ language, sections, illustrations }: HomeViewProps) {
  const { t } = useTranslation('home')
  const { t: tCommon } = useTranslation('common')
  const hero = sections.hero
  return (
    <>
      {/* Tighter on phones: the heading and both entries fit the first screen with a notice above. */}
      <PageSection as="div" sx={{ pt: [4, 7, 8], pb: [6, 7, 8] }}>
        <div lang={hero?.language}>
          <h1
            sx={{
              variant: 'text.heading',
              fontSize: ['28px', 7, 8],
              mt: 0,
              mb: 3,
              maxWidth: 'prose',
            }}
          >
            <PhraseText
              text={hero?.frontmatter.title ?? t('hero.heading')}
              breaks={hero?.headingBreaks}
            />
          </h1>
          {hero ? (
            <ContentHtml
              html={hero.html}
              sx={{ fontSize: [2, 4], color: 'mutedText', maxWidth: 'prose', mb: 4 }}
            />
          ) : (
            <p sx={{ fontSize: [2, 4], color: 'mutedText', maxWidth: 'prose', mt: 0, mb: 4 }}>
              {t('hero.lead')}
            </p>
          )}
        </div>
        {hero?.isOutdated ? <OutdatedTranslationNote /> : null}
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <Link
            to={localePath(language, routes.signup.path)}
            sx={{ variant: 'buttons.primary', textDecoration: 'none', fontSize: 3 }}
          >
            {tCommon('nav.signup')}
          </Link>
          <Link
            to={localePath(language, routes.login.path)}
            sx={{ variant: 'buttons.solid', textDecoration: 'none', fontSize: 3 }}
          >
            {tCommon('nav.login')}
          </Link>
        </div>
      </PageSection>
      {homeSections.map((section) => {
        const entry = sections[section]
        return (
          <PageSection
            key={section}
            id={section}
            labelledBy={`${section}-heading`}
            // Tall enough that only one section at a time can count as "in view" for the navigation.
            sx={{ py: [5, 6], minHeight: '80vh', display: 'flex', alignItems: 'center' }}
          >
            <div
              sx={{
                display: 'grid',
                gap: [4, 4, 6],
                alignItems: 'center',
                gridTemplateColumns: ['1fr', '1fr', '3fr 2fr'],
              }}
            >
              <div>
                <div lang={entry?.language}>
                  <h2
                    id={`${section}-heading`}
                    sx={{ variant: 'text.heading', fontSize: [5, 6], mt: 0 }}
                  >
                    <PhraseText
                      text={entry?.frontmatter.title ?? t(`${section}.heading`)}
                      breaks={entry?.headingBreaks}
                    />
                  </h2>
                  {entry ? (
                    <ContentHtml html={entry.html} sx={{ fontSize: 3, maxWidth: 'prose' }} />
                  ) : (
                    <p sx={{ fontSize: 3, maxWidth: 'prose', mb: 0 }}>{t(`${section}.body`)}</p>
                  )}
                </div>
                {entry?.isOutdated ? <OutdatedTranslationNote sx={{ mt: 3 }} /> : null}
                {sectionsWithVerification.has(section) ? (
                  <a
                    href={siteConfig.verification.url}
                    rel="noopener"
                    sx={{
                      variant: 'buttons.ghost',
                      display: 'inline-block',
                      mt: 3,
                      textDecoration: 'none',
                      px: 3,
                      py: 2,
                    }}
                  >
                    {t('verification.link', { service: siteConfig.verification.service })}
                  </a>
                ) : null}
              </div>
              <SectionIllustration image={illustrations[section]} alt={t(`images.${section}`)} />
            </div>
          </PageSection>
        )
      })}
    </>
  )
}
