import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The consultant object as the provider returns it: any JSON fields (the site fixes none). */
export type Consultant = Record<string, unknown>

/** A demo account: how it signs in, and the consultant it is. */
export interface SeedAccount {
  username: string
  password: string
  whatsappNumber: string
  consultant: Consultant
}

export const defaultSeedPath = path.join(__dirname, 'consultants.json')

/** Raised with the file and the offending field, so a broken seed is fixed without guessing. */
export class SeedError extends Error {
  override name = 'SeedError'
}

// E.164 without formatting, as WhatsApp identifies numbers; it goes into a URL path unescaped.
const whatsappNumberPattern = /^\+?\d{8,15}$/

/** Reads and validates a seed file; throws SeedError naming the file and field. */
export function loadSeed(file: string = defaultSeedPath): SeedAccount[] {
  const source = path.relative(process.cwd(), file) || file
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new SeedError(`${source}: cannot read the seed file (${(error as Error).message})`)
  }
  return parseSeed(text, source)
}

/**
 * `{ "consultants": [{ "password", "consultant": { "username", "whatsapp_number", "id", … } }] }`.
 * The login username and WhatsApp number are read from the consultant object, so they cannot
 * disagree with what GET /api/consultant returns.
 */
export function parseSeed(text: string, source: string): SeedAccount[] {
  const fail = (field: string, problem: string): never => {
    throw new SeedError(`${source}: ${field} ${problem}`)
  }
  let root: unknown
  try {
    root = JSON.parse(text)
  } catch (error) {
    return fail('the file', `is not valid JSON (${(error as Error).message})`)
  }
  const list = isObject(root) ? root.consultants : undefined
  if (!Array.isArray(list) || list.length === 0) {
    return fail('consultants', 'must be a non-empty array')
  }

  const usernames = new Set<string>()
  const whatsappNumbers = new Set<string>()
  return list.map((entry: unknown, index) => {
    const at = `consultants[${index}]`
    if (!isObject(entry)) return fail(at, 'must be an object')
    const { password, consultant } = entry
    if (typeof password !== 'string' || password === '') {
      return fail(`${at}.password`, 'must be a non-empty string')
    }
    if (!isObject(consultant)) return fail(`${at}.consultant`, 'must be an object')
    const { id, username, whatsapp_number: whatsappNumber } = consultant
    if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) {
      return fail(`${at}.consultant.id`, 'must be a number or a non-empty string')
    }
    if (typeof username !== 'string' || username.trim() === '') {
      return fail(`${at}.consultant.username`, 'must be a non-empty string')
    }
    if (typeof whatsappNumber !== 'string' || !whatsappNumberPattern.test(whatsappNumber)) {
      return fail(`${at}.consultant.whatsapp_number`, 'must be a string of 8 to 15 digits')
    }
    if (usernames.has(username)) return fail(`${at}.consultant.username`, `repeats "${username}"`)
    if (whatsappNumbers.has(whatsappNumber)) {
      return fail(`${at}.consultant.whatsapp_number`, `repeats "${whatsappNumber}"`)
    }
    usernames.add(username)
    whatsappNumbers.add(whatsappNumber)
    return { username, password, whatsappNumber, consultant }
  })
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
