import type { CustomFormat } from './decap-global'
import { printJsonFile } from './json-file'

/** content/site.json and the announcement files (cms/config/formats.ts `jsonFormat`). */
export const jsonFileFormat: CustomFormat = {
  fromFile: (content) => JSON.parse(content) as Record<string, unknown>,
  toFile: (data, sortedKeys) => printJsonFile(data, sortedKeys),
}
