import type { createJSONStorage } from 'jotai/utils'
import { readStorage, removeStorage } from '../../../lib/storage'
import { isConsultant, type Consultant } from '../consultant'

// jotai 2 does not export its storage interface by name; this is its synchronous one.
type SyncStorage<Value> = ReturnType<typeof createJSONStorage<Value>>

/** The session's localStorage keys; other code (the crash fallback) may read them directly. */
export const authStorageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  consultant: 'consultant',
  lastVerified: 'lastVerified',
} as const

const allKeys: readonly string[] = Object.values(authStorageKeys)

/** What the browser holds, each value already validated: anything unreadable is null. */
export interface StoredAuth {
  accessToken: string | null
  refreshToken: string | null
  consultant: Consultant | null
  lastVerified: number | null
}

// Private modes, disabled storage and the static build (no window) all read as "nothing stored".
function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/**
 * A jotai storage over localStorage with its own text encoding. jotai's default JSON storage would
 * quote the tokens (`"eyJ…"`); these keep raw token strings, the consultant as JSON and
 * lastVerified as a plain number (docs/stack-notes.md#jotai-storage-encoding). A value that does
 * not parse reads as the initial value, never as an exception.
 */
function textEncodedStorage<Value>(
  parse: (raw: string) => Value | null,
  serialize: (value: Value) => string,
): SyncStorage<Value | null> {
  return {
    getItem: (key, initialValue) => {
      const raw = readStorage(key)
      return raw === null ? initialValue : (parse(raw) ?? initialValue)
    },
    setItem: (key, value) => {
      const store = localStore()
      if (value === null) store?.removeItem(key)
      else store?.setItem(key, serialize(value))
    },
    removeItem: (key) => {
      localStore()?.removeItem(key)
    },
  }
}

export const tokenStorage = textEncodedStorage<string>(
  (raw) => raw || null,
  (token) => token,
)

/** Epoch milliseconds; text that is not a whole number, or a time in the future, is not trusted. */
export const timestampStorage = textEncodedStorage<number>(
  (raw) => {
    if (!/^\d+$/.test(raw.trim())) return null
    const value = Number(raw)
    return Number.isSafeInteger(value) && value <= Date.now() ? value : null
  },
  (value) => String(Math.trunc(value)),
)

export const consultantStorage = textEncodedStorage<Consultant>(
  (raw) => {
    try {
      const value: unknown = JSON.parse(raw)
      return isConsultant(value) ? value : null
    } catch {
      return null
    }
  },
  (consultant) => JSON.stringify(consultant),
)

export function readStoredAuth(): StoredAuth {
  return {
    accessToken: tokenStorage.getItem(authStorageKeys.accessToken, null),
    refreshToken: tokenStorage.getItem(authStorageKeys.refreshToken, null),
    consultant: consultantStorage.getItem(authStorageKeys.consultant, null),
    lastVerified: timestampStorage.getItem(authStorageKeys.lastVerified, null),
  }
}

/**
 * True when what is stored can never make a session: a value that cannot be read, or a consultant
 * without a token. A token whose consultant is not there yet is not such a remain: sign-in stores
 * the tokens before it fetches the consultant, and meanwhile another tab may load, or Gatsby may
 * mount the second root it renders around the page's Head (docs/product.md#sessions).
 */
export function hasStoredRemains(stored: StoredAuth = readStoredAuth()): boolean {
  const unreadable = (Object.keys(authStorageKeys) as (keyof StoredAuth)[]).some(
    (field) => stored[field] === null && readStorage(authStorageKeys[field]) !== null,
  )
  return unreadable || (stored.consultant !== null && stored.accessToken === null)
}

export function clearStoredAuth(): void {
  // A key that cannot be removed leaves the in-memory state signed out all the same.
  for (const key of allKeys) removeStorage(key)
}

/**
 * Writes the given values. If the browser refuses any of them (full quota), all four keys are
 * removed so no half session is left behind; the session then lives in this tab's memory only.
 */
export function writeStoredAuth(values: Partial<StoredAuth>): boolean {
  try {
    if (values.accessToken !== undefined)
      tokenStorage.setItem(authStorageKeys.accessToken, values.accessToken)
    if (values.refreshToken !== undefined)
      tokenStorage.setItem(authStorageKeys.refreshToken, values.refreshToken)
    if (values.lastVerified !== undefined)
      timestampStorage.setItem(authStorageKeys.lastVerified, values.lastVerified)
    if (values.consultant !== undefined)
      consultantStorage.setItem(authStorageKeys.consultant, values.consultant)
    return true
  } catch {
    clearStoredAuth()
    return false
  }
}

/**
 * Calls back when another tab changes one of the four keys (or clears storage). The browser never
 * fires `storage` in the tab that made the change, so this is only ever another tab.
 */
export function onStoredAuthChange(callback: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== localStore()) return
    if (event.key === null || allKeys.includes(event.key)) callback()
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
