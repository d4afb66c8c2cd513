/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { loadSeed, parseSeed, SeedError } from './load-seed'

const account = (consultant: Record<string, unknown>, password: unknown = 'secret') => ({
  password,
  consultant: { id: 1, username: 'ana', whatsapp_number: '5511900000000', ...consultant },
})
const seedText = (...entries: unknown[]) => JSON.stringify({ consultants: entries })

describe('the shipped seed', () => {
  it('has the README demo login and several consultants with nested fields', () => {
    const accounts = loadSeed()
    expect(accounts.length).toBeGreaterThanOrEqual(2)
    expect(accounts[0]).toMatchObject({
      username: 'demo',
      password: 'demo-password',
      whatsappNumber: '5511987654321',
    })
    expect(accounts[0]?.consultant).toEqual(
      expect.objectContaining({ languages: expect.any(Array), address: expect.any(Object) }),
    )
  })
})

describe('parseSeed', () => {
  it('reads login fields from the consultant object and keeps the object whole', () => {
    const [parsed] = parseSeed(seedText(account({ title: 'Consultant' })), 'seed.json')
    expect(parsed).toEqual({
      username: 'ana',
      password: 'secret',
      whatsappNumber: '5511900000000',
      consultant: {
        id: 1,
        username: 'ana',
        whatsapp_number: '5511900000000',
        title: 'Consultant',
      },
    })
  })

  it.each([
    ['not JSON', '{', /seed\.json: the file is not valid JSON/],
    ['no list', '{}', /seed\.json: consultants must be a non-empty array/],
    ['an empty list', seedText(), /consultants must be a non-empty array/],
    ['an entry that is no object', seedText('x'), /consultants\[0\] must be an object/],
    ['no password', seedText(account({}, null)), /consultants\[0\]\.password must be/],
    [
      'no consultant',
      seedText({ password: 'x' }),
      /consultants\[0\]\.consultant must be an object/,
    ],
    ['no id', seedText(account({ id: undefined })), /consultants\[0\]\.consultant\.id must be/],
    [
      'a blank username',
      seedText(account({ username: ' ' })),
      /consultants\[0\]\.consultant\.username must be a non-empty string/,
    ],
    [
      'a formatted WhatsApp number',
      seedText(account({ whatsapp_number: '+55 11 90000-0000' })),
      /consultants\[0\]\.consultant\.whatsapp_number must be a string of 8 to 15 digits/,
    ],
    [
      'a repeated username',
      seedText(account({}), account({ id: 2, whatsapp_number: '5511911111111' })),
      /consultants\[1\]\.consultant\.username repeats "ana"/,
    ],
    [
      'a repeated WhatsApp number',
      seedText(account({}), account({ id: 2, username: 'bia' })),
      /consultants\[1\]\.consultant\.whatsapp_number repeats "5511900000000"/,
    ],
  ])('refuses %s, naming the file and field', (_case, text, message) => {
    expect(() => parseSeed(text, 'seed.json')).toThrow(SeedError)
    expect(() => parseSeed(text, 'seed.json')).toThrow(message)
  })
})

describe('loadSeed', () => {
  let directory: string
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'provider-seed-'))
  })
  afterEach(() => rmSync(directory, { recursive: true, force: true }))

  it('names the file it could not read', () => {
    const file = path.join(directory, 'missing.json')
    expect(() => loadSeed(file)).toThrow(/missing\.json: cannot read the seed file \(ENOENT/)
  })

  it('names the file whose field is wrong', () => {
    const file = path.join(directory, 'broken.json')
    writeFileSync(file, seedText(account({ username: 42 })))
    expect(() => loadSeed(file)).toThrow(/broken\.json: consultants\[0\]\.consultant\.username/)
  })
})
