// The auth feature's unit-test fixtures: a stored session as the browser holds it, and the state.
import type { createStore } from 'jotai'
import type { Consultant } from '../features/auth/consultant'
import {
  authErrorAtom,
  consultantAtom,
  isAuthenticatedAtom,
  isLoadingAtom,
} from '../features/auth/state/auth-atoms'
import { authStorageKeys } from '../features/auth/state/auth-storage'

export const storedConsultant: Consultant = {
  username: 'ana.souza',
  first_name: 'Ana',
  whatsapp_number: '+5511999990000',
  presence: 'online',
}

/** Writes the four keys as the browser would hold them: raw text, exactly as given. */
export function seedStorage(values: Partial<Record<keyof typeof authStorageKeys, string>>) {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
}

export function seedSignedIn(lastVerified: number, consultant: Consultant = storedConsultant) {
  seedStorage({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    consultant: JSON.stringify(consultant),
    lastVerified: String(lastVerified),
  })
}

/** The four keys that hold anything, raw. */
export function storedAuth(): Record<string, string> {
  const entries = Object.values(authStorageKeys).flatMap((key) => {
    const value = localStorage.getItem(key)
    return value === null ? [] : [[key, value] as const]
  })
  return Object.fromEntries(entries)
}

export function authStateOf(store: ReturnType<typeof createStore>) {
  return {
    isAuthenticated: store.get(isAuthenticatedAtom),
    isLoading: store.get(isLoadingAtom),
    consultant: store.get(consultantAtom),
    error: store.get(authErrorAtom),
  }
}
