import { headTranslator } from '../i18n/head-translations'
import type { SiteHeadProps } from './page-props'
import { PageHead } from './page-head'

export type TranslatedHeadProps = SiteHeadProps & {
  ns: string
  jsonLd?: unknown
}

/** A page's Head: title and description from the `title`/`description` keys of its namespace. */
export function TranslatedHead({ data, pageContext, ns, jsonLd }: TranslatedHeadProps) {
  const t = headTranslator(data, ns)
  return (
    <PageHead
      pageContext={pageContext}
      title={t('title')}
      description={t('description')}
      jsonLd={jsonLd}
    />
  )
}
