import { createHash, timingSafeEqual } from 'node:crypto'

import type { Consultant, SeedAccount } from './seed/load-seed'

/** The provider's user table: sign-in by username and password, consultants by WhatsApp number. */
export interface Accounts {
  authenticate(username: string, password: string): SeedAccount | null
  consultantByWhatsappNumber(whatsappNumber: string): Consultant | null
}

export function createAccounts(seed: readonly SeedAccount[]): Accounts {
  const byUsername = new Map(seed.map((account) => [account.username, account]))
  const byWhatsappNumber = new Map(seed.map((account) => [account.whatsappNumber, account]))
  return {
    authenticate(username, password) {
      // Usernames are case-sensitive, as Django's default user model has them.
      const account = byUsername.get(username)
      return account && samePassword(account.password, password) ? account : null
    },
    consultantByWhatsappNumber: (whatsappNumber) =>
      byWhatsappNumber.get(whatsappNumber)?.consultant ?? null,
  }
}

// Digests make the lengths equal, so the comparison takes the same time however much matches.
function samePassword(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(expected), digest(given))
}
