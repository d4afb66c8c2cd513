import type { FieldType, MdxContentKind } from '../../src/lib/content/model'

/** The GraphQL scalar each type of field is queried as. */
const scalars: Readonly<Record<Exclude<FieldType, 'group'>, string>> = {
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

/**
 * `type MdxFrontmatter`: every frontmatter field of the model's MDX kinds, each with its scalar.
 * All kinds share the one Mdx type, so every field is nullable (a home section has no FAQ `order`);
 * the build's validator, not GraphQL, makes a field required. Declared rather than inferred, so a
 * query naming a field that no file holds yet still runs.
 */
export function frontmatterTypeDef(kinds: readonly MdxContentKind[]): string {
  const scalarOf = new Map<string, string>()
  for (const { kind, fields } of kinds) {
    for (const [name, field] of Object.entries(fields)) {
      if (field.type === 'group') throw new Error(`${kind}.${name}: frontmatter has no groups`)
      const scalar = scalars[field.type]
      const known = scalarOf.get(name)
      if (known && known !== scalar) {
        throw new Error(`${kind}.${name} is a ${scalar} here and a ${known} in another kind`)
      }
      scalarOf.set(name, scalar)
    }
  }
  const lines = [...scalarOf].map(([name, scalar]) => `    ${name}: ${scalar}`)
  return `  type MdxFrontmatter {\n${lines.join('\n')}\n  }`
}

/** Gatsby's types for content Mdx nodes: the model's frontmatter and the fields gatsby-node adds. */
export function contentTypeDefsFor(kinds: readonly MdxContentKind[]): string {
  return `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter
    fields: MdxFields
    body: String
  }
${frontmatterTypeDef(kinds)}
  type MdxFields {
    kind: String!
    locale: String!
    slug: String!
    html: String!
    text: String!
    sourceDigest: String!
    headingBreaks: [Int!]!
  }
`
}
