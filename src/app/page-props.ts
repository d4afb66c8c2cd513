import type { HeadProps, PageProps } from 'gatsby'
import type { LocalesQueryData } from '../i18n/head-translations'
import type { SitePageContext } from '../lib/page-context'

export type SitePageProps = PageProps<LocalesQueryData, SitePageContext>
export type SiteHeadProps = HeadProps<LocalesQueryData, SitePageContext>
