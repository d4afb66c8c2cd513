/** What another tab's change looks like here (the browser never fires it in the writing tab). */
export function storageEventFromAnotherTab(key: string | null, newValue: string | null = null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }))
}
