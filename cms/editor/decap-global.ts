/**
 * The part of Decap's browser API (`window.CMS`, set by decap-cms.js) the editor entry uses:
 * https://decapcms.org/docs/custom-formatters/ and https://decapcms.org/docs/registering-events/.
 * Entries arrive as Immutable.js maps; only `get` and `toJS` are needed.
 */
export interface ImmutableMap {
  get(key: string): unknown
  toJS(): Record<string, unknown>
}

export interface CustomFormat {
  fromFile(content: string): Record<string, unknown>
  /** Decap adds a final newline when missing: an empty text becomes "\n", still written. */
  toFile(data: Record<string, unknown>, sortedKeys?: readonly string[]): string
}

export interface DecapCms {
  registerCustomFormat(name: string, extension: string, format: CustomFormat): void
  registerEventListener(listener: {
    name: 'preSave' | 'postSave'
    /** A handler that throws (or rejects) stops the save; Decap shows its message. */
    handler: (event: { entry: ImmutableMap }) => void | Promise<void>
  }): void
  registerPreviewTemplate(collection: string, component: unknown): void
  /** A widget: its control component (https://decapcms.org/docs/custom-widgets/). */
  registerWidget(name: string, control: unknown): void
  registerPreviewStyle(style: string, options?: { raw: boolean }): void
  /** The registry's own record for a backend (not a copy). */
  getBackend(name: string): unknown
}

export function decapCms(): DecapCms {
  const cms = (window as unknown as { CMS?: DecapCms }).CMS
  if (!cms) throw new Error('decap-cms.js must load before the editor entry (admin/index.html)')
  return cms
}
