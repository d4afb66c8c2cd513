import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Every regular file under `root`, as paths relative to it with `/` separators. */
export async function* walkFiles(root: string, directory = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, directory), { withFileTypes: true })
  for (const entry of entries) {
    const relativePath = directory ? `${directory}/${entry.name}` : entry.name
    if (entry.isDirectory()) yield* walkFiles(root, relativePath)
    else if (entry.isFile()) yield relativePath
  }
}
