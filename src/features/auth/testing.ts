// Helpers for this feature's unit tests (not part of the public API).
import type { createStore } from 'jotai'
import type { Consultant } from './consultant'
import {
  authErrorAtom,
  consultantAtom,
  isAuthenticatedAtom,
  isLoadingAtom,
} from './state/auth-atoms'
import { authStorageKeys } from './state/auth-storage'

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

export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** What another tab's change looks like here (the browser never fires it in the writing tab). */
export function storageEventFromAnotherTab(key: string | null, newValue: string | null = null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }))
}
