/** @jest-environment node */
import { Kind, parse, print, type ObjectTypeDefinitionNode } from 'graphql'

import {
  mdxContentKinds,
  type FieldType,
  type MdxContentKind,
  type MdxField,
} from '../../src/lib/content/model'
import { contentTypeDefs } from './content-nodes'
import { frontmatterTypeDef } from './graphql-type-defs'

const document = parse(contentTypeDefs)
function fieldsOf(typeName: string): Map<string, string> {
  const type = document.definitions.find(
    (definition): definition is ObjectTypeDefinitionNode =>
      definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === typeName,
  )
  if (!type) throw new Error(`no type ${typeName}`)
  return new Map(type.fields?.map((field) => [field.name.value, print(field.type)]))
}

/** What a page query gets for each type of field (frontmatter has no groups). */
const expectedScalars: Record<FieldType, string | undefined> = {
  group: undefined,
  text: 'String',
  choice: 'String',
  'kebab-id': 'String',
  'https-address': 'String',
  'site-link': 'String',
  date: 'Date',
  'source-digest': 'String',
  'whole-number': 'Int',
  boolean: 'Boolean',
}

describe('the GraphQL types of content nodes agree with the model', () => {
  const frontmatter = fieldsOf('MdxFrontmatter')
  const modelFields = Object.values(mdxContentKinds).flatMap(({ fields }) =>
    Object.entries<MdxField>(fields),
  )

  it('declare every frontmatter field of every MDX kind, nullable, with the scalar of its type', () => {
    for (const [name, field] of modelFields) {
      expect([name, frontmatter.get(name)]).toEqual([name, expectedScalars[field.type]])
    }
  })

  it('declare no field the model does not have', () => {
    expect([...frontmatter.keys()].sort()).toEqual(
      [...new Set(modelFields.map(([name]) => name))].sort(),
    )
  })

  it('give every Mdx node its frontmatter, body and the fields gatsby-node computes', () => {
    expect(fieldsOf('Mdx')).toEqual(
      new Map([
        ['frontmatter', 'MdxFrontmatter'],
        ['fields', 'MdxFields'],
        ['body', 'String'],
      ]),
    )
    expect([...fieldsOf('MdxFields')]).toEqual([
      ['kind', 'String!'],
      ['locale', 'String!'],
      ['slug', 'String!'],
      ['html', 'String!'],
      ['text', 'String!'],
      ['sourceDigest', 'String!'],
      ['headingBreaks', '[Int!]!'],
    ])
  })
})

describe('frontmatterTypeDef', () => {
  const kind = (name: string, fields: MdxContentKind['fields']): MdxContentKind => ({
    kind: name,
    folder: `content/${name}`,
    fileNameField: 'id',
    headingField: 'id',
    fields,
    body: { label: 'Text' },
  })

  it('gives each type of field its scalar', () => {
    const oneOfEach = Object.fromEntries(
      Object.keys(expectedScalars)
        .filter((type) => type !== 'group')
        .map((type) => [
          `a_${type.replace('-', '_')}`,
          { type, label: type, perLanguage: 'shared', values: [], default: false },
        ]),
    ) as unknown as MdxContentKind['fields']
    const typeDef = frontmatterTypeDef([kind('a', oneOfEach)])
    for (const [type, scalar] of Object.entries(expectedScalars)) {
      if (scalar === undefined) continue
      expect(typeDef).toContain(`a_${type.replace('-', '_')}: ${scalar}\n`)
    }
  })

  it('refuses two kinds that give one field name two types', () => {
    expect(() =>
      frontmatterTypeDef([
        kind('a', { rank: { type: 'whole-number', label: 'Rank', perLanguage: 'shared' } }),
        kind('b', { rank: { type: 'text', label: 'Rank', perLanguage: 'translated' } }),
      ]),
    ).toThrow('b.rank is a String here and a Int in another kind')
  })

  it('refuses a group in frontmatter', () => {
    expect(() =>
      frontmatterTypeDef([
        kind('a', { link: { type: 'group', label: 'Link', fields: {}, perLanguage: 'shared' } }),
      ]),
    ).toThrow('a.link: frontmatter has no groups')
  })
})
