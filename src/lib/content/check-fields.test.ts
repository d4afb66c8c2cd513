/** @jest-environment node */
import { checkFields, type FileName } from './check-fields'
import type { Fields } from './model'
import { announcementBanner, mdxContentKinds, siteDetails } from './model'
import { fieldsAt, malformedValue, validValues, withValueAt } from './test-support/model-examples'

/** Every kind of the model, with the field that names its file where there is one. */
const kinds: { name: string; fields: Fields; fileNameField?: string }[] = [
  ...Object.values(mdxContentKinds).map(({ kind, fields, fileNameField }) => ({
    name: kind,
    fields,
    fileNameField,
  })),
  { name: 'site details', fields: siteDetails.fields },
  { name: 'announcement banner', fields: announcementBanner.fields },
]

describe.each(kinds)(
  'the validator of $name agrees with the model',
  ({ fields, fileNameField }) => {
    const valid = validValues(fields)
    const fileNameOf = (values: Record<string, unknown>): FileName | undefined =>
      fileNameField ? { field: fileNameField, name: String(values[fileNameField]) } : undefined
    const check = (values: Record<string, unknown>) =>
      checkFields(fields, values, fileNameOf(valid))
    const all = fieldsAt(fields)

    it('accepts a file with every field filled as declared', () => {
      expect(check(valid)).toEqual([])
    })

    it('names each required field a file leaves out (inside a group that is there too)', () => {
      for (const { path } of all.filter(({ field }) => !field.optional)) {
        const named = check(withValueAt(valid, path, undefined)).map(({ field }) => field)
        expect([path, named]).toEqual([
          path,
          expect.arrayContaining([expect.stringMatching(new RegExp(`^${path}(\\.|$)`))]),
        ])
      }
    })

    it('lets a file leave out each optional field', () => {
      for (const { path } of all.filter(({ field }) => field.optional)) {
        expect([path, check(withValueAt(valid, path, undefined))]).toEqual([path, []])
      }
    })

    it('accepts exactly the declared values of a choice, and lists them when refusing', () => {
      for (const { path, field } of all) {
        if (field.type !== 'choice') continue
        for (const value of field.values) {
          const values = withValueAt(valid, path, value)
          expect(checkFields(fields, values, fileNameOf(values))).toEqual([])
        }
        expect(check(withValueAt(valid, path, 'nonsense'))).toContainEqual({
          field: path,
          expected: `must be one of ${field.values.join(', ')}, got "nonsense"`,
        })
      }
    })

    it('refuses a malformed value of each field that has a pattern', () => {
      for (const { path, field } of all) {
        const malformed = malformedValue(field)
        if (malformed === undefined) continue
        const named = check(withValueAt(valid, path, malformed)).map(({ field }) => field)
        expect([path, named]).toEqual([path, [path]])
      }
    })

    it('refuses a value of another type in every field', () => {
      for (const { path, field } of all) {
        if (field.type === 'group') continue
        const named = check(withValueAt(valid, path, { wrong: 'type' })).map(({ field }) => field)
        expect([path, named]).toEqual([path, [path]])
      }
    })
  },
)

describe('checkFields', () => {
  const fields = {
    name: { type: 'text', label: 'Name' },
    email: { type: 'text', label: 'E-mail', format: 'email' },
    link: {
      type: 'group',
      label: 'Link',
      optional: true,
      fields: { href: { type: 'site-link', label: 'Link' } },
    },
    home: {
      type: 'group',
      label: 'Home',
      fields: { url: { type: 'https-address', label: 'Address' } },
    },
  } satisfies Fields

  it('lists what required fields lack first, then their formats, then the optional fields', () => {
    const problems = checkFields(fields, {
      link: { href: 'ftp://x' },
      email: 'nobody',
      home: { url: 'http://x' },
    })
    expect(problems).toEqual([
      { field: 'name', expected: 'must be a non-empty text' },
      { field: 'home.url', expected: 'must be a full https:// address, got "http://x"' },
      { field: 'email', expected: 'must be an e-mail address, got "nobody"' },
      { field: 'link.href', expected: 'must start with / or https://' },
    ])
  })

  it('checks the field that names the file against the file name once it has its type', () => {
    const id = { id: { type: 'kebab-id', label: 'Id' } } satisfies Fields
    expect(checkFields(id, { id: 'fees' }, { field: 'id', name: 'costs' })).toEqual([
      { field: 'id', expected: 'must equal the file name "costs", got "fees"' },
    ])
    expect(checkFields(id, { id: 'Fees' }, { field: 'id', name: 'costs' })).toEqual([
      { field: 'id', expected: 'must be a kebab-case id like "minimum-deposit", got "Fees"' },
    ])
  })

  it('reads anything that is not an object as a file with no fields', () => {
    expect(checkFields(fields, null).map(({ field }) => field)).toEqual([
      'name',
      'email',
      'home.url',
    ])
  })
})

it('names each MDX kind by the key it is listed under', () => {
  for (const [key, { kind }] of Object.entries(mdxContentKinds)) expect(kind).toBe(key)
})
