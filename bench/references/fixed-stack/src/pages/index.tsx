import { graphql } from 'gatsby'
import { useTranslation } from 'gatsby-plugin-react-i18next'
import { atom, useAtom } from 'jotai'
import { useColorMode } from 'theme-ui'

import type { PageText } from '../../../gatsby-starter/src/page-text'
import { ReferencePage } from '../../../gatsby-starter/src/reference-page'

export { Head } from '../../../gatsby-starter/src/head'

/** jotai's smallest documented use: one primitive atom, read and written by `useAtom`, no Provider. */
const likesAtom = atom(0)

const buttonStyle = { bg: 'primary', color: 'background', border: 0, borderRadius: 1, px: 3, py: 2 }

/** The starter's page with its text from the two namespaces, and a bar using theme-ui and jotai. */
export default function IndexPage() {
  const { t } = useTranslation()
  const [colorMode, setColorMode] = useColorMode()
  const [likes, setLikes] = useAtom(likesAtom)
  const text = {
    ...(t('page', { ns: 'common', returnObjects: true }) as object),
    ...(t('page', { ns: 'index', returnObjects: true }) as object),
  } as PageText
  return (
    <>
      <ReferencePage text={text} />
      <div sx={{ display: 'flex', gap: 2, justifyContent: 'center', p: 3, bg: 'muted' }}>
        <button
          type="button"
          sx={buttonStyle}
          onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}
        >
          {t('colourMode')}
        </button>
        <button type="button" sx={buttonStyle} onClick={() => setLikes((count) => count + 1)}>
          {t('likes', { count: likes })}
        </button>
      </div>
    </>
  )
}

export const query = graphql`
  query ($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "index"] }, language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`
