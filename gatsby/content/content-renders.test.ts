/** @jest-environment node */
import { deferred } from '../../src/testing/deferred'
import type { ContentFields, ContentSource } from './content-nodes'
import { contentRenders, contentVersionOf, type ContentVersion } from './content-renders'

const source = (body: string): ContentSource => ({
  relativePath: 'faq/pt-PT/new-question.mdx',
  absolutePath: '/site/content/faq/pt-PT/new-question.mdx',
  frontmatter: { id: 'new-question' },
  body,
  projectDir: '/site',
})
const version = (digest: string, body = digest): ContentVersion => ({
  digest,
  source: source(body),
})
const fields = (html: string): ContentFields => ({
  kind: 'faq',
  locale: 'pt-PT',
  slug: 'new-question',
  html,
  text: html,
  headingBreaks: [],
  sourceDigest: '3f2a9c1b7e4d',
})

describe('contentRenders', () => {
  it('gives a query that runs while the file is still rendering the new version, once it is done', async () => {
    const rendering = deferred<ContentFields>()
    const renders = contentRenders(() => rendering.promise)
    // onCreateNode starts the render; gatsby develop runs the page query before it has finished.
    const reported = renders.render(version('v1'))
    const queried = renders.fieldsFor(version('v1'))
    rendering.resolve(fields('<p>Resposta de Portugal.</p>'))
    await expect(queried).resolves.toEqual(fields('<p>Resposta de Portugal.</p>'))
    await expect(reported).resolves.toEqual(fields('<p>Resposta de Portugal.</p>'))
  })

  it('renders each version of a file once, however many queries ask, and again when it changes', async () => {
    const render = jest.fn(async ({ body }: ContentSource) => fields(`<p>${body}</p>`))
    const renders = contentRenders(render)
    await renders.render(version('v1', 'first'))
    await renders.fieldsFor(version('v1', 'first'))
    await renders.fieldsFor(version('v1', 'first'))
    expect(render).toHaveBeenCalledTimes(1)
    await expect(renders.fieldsFor(version('v2', 'second'))).resolves.toEqual(
      fields('<p>second</p>'),
    )
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('keeps serving the last good version while the file has a mistake, and the mistake reaches onCreateNode', async () => {
    const renders = contentRenders(async ({ body }) => {
      if (body.includes('<script'))
        throw new Error('content/faq/pt-PT/new-question.mdx:7: <script>')
      return fields(`<p>${body}</p>`)
    })
    await renders.render(version('v1', 'good'))
    await expect(renders.render(version('v2', '<script>'))).rejects.toThrow(':7: <script>')
    await expect(renders.fieldsFor(version('v2', '<script>'))).resolves.toEqual(
      fields('<p>good</p>'),
    )
    // Fixed: the new version shows.
    await expect(renders.fieldsFor(version('v3', 'fixed'))).resolves.toEqual(fields('<p>fixed</p>'))
  })

  it('gives no fields to a file that never rendered, so pages leave it out', async () => {
    const renders = contentRenders(async () => {
      throw new Error('content/faq/pt-PT/new-question.mdx:2: category is missing')
    })
    await expect(renders.fieldsFor(version('v1'))).resolves.toBeNull()
  })
})

describe('contentVersionOf', () => {
  const mdx = { frontmatter: { id: 'fees' }, body: 'Body.', internal: { contentDigest: 'abc' } }

  it('describes an Mdx node of content/ by its digest, file and body', () => {
    const file = {
      relativePath: 'faq/en/fees.mdx',
      absolutePath: '/site/content/faq/en/fees.mdx',
      sourceInstanceName: 'content',
    }
    expect(contentVersionOf(mdx, file, '/site')).toEqual({
      digest: 'abc',
      source: {
        relativePath: 'faq/en/fees.mdx',
        absolutePath: '/site/content/faq/en/fees.mdx',
        frontmatter: { id: 'fees' },
        body: 'Body.',
        projectDir: '/site',
      },
    })
  })

  it('leaves out MDX from anywhere else, and a node whose file is gone', () => {
    const file = {
      relativePath: 'en/common.mdx',
      absolutePath: '/site/locales/en/common.mdx',
      sourceInstanceName: 'locales',
    }
    expect(contentVersionOf(mdx, file, '/site')).toBeNull()
    expect(contentVersionOf(mdx, null, '/site')).toBeNull()
  })
})
