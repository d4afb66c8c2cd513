import type { APIRequestContext } from '@playwright/test'

import { expect } from './fixtures'

interface QuestionsAnswer {
  data?: {
    allMdx: { nodes: { fields: { locale: string } | null; frontmatter: { question: string } }[] }
  }
}

/** Each language's question of this FAQ entry, as `gatsby develop`'s data layer has it now. */
export async function developQuestions(
  request: APIRequestContext,
  id: string,
): Promise<Record<string, string>> {
  const response = await request.post('/___graphql', {
    data: {
      query: `query ($id: String!) {
        allMdx(filter: { frontmatter: { id: { eq: $id } } }) {
          nodes { fields { locale } frontmatter { question } }
        }
      }`,
      variables: { id },
    },
  })
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as QuestionsAnswer
  return Object.fromEntries(
    (data?.allMdx.nodes ?? []).map((node) => [node.fields?.locale, node.frontmatter.question]),
  )
}

/**
 * Waits until develop has been through a round of stale page queries since the data it has
 * taken: it answers a stale page's data only after running its query in such a round, and by then
 * it has decided about every other stale page (run if a tab has it open, else left stale).
 */
export async function developQueriesRun(request: APIRequestContext, pagePath: string) {
  const fixed = pagePath.replace(/^\/|\/$/g, '')
  expect((await request.get(`/page-data/${fixed}/page-data.json`)).status()).toBe(200)
}
