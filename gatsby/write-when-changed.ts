import { randomUUID } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

async function sameContent(target: string, content: Buffer): Promise<boolean> {
  const current = await readFile(target).catch(() => undefined)
  return current !== undefined && current.equals(content)
}

/**
 * Writes a file of static/ only when its content differs, and then whole at once. `gatsby develop`
 * mirrors static/ into public/ from a watcher started before onPreBootstrap, with one unawaited
 * copy per event: a file rewritten while that watcher copies it gives two copies of one file at
 * once, and the loser's unlink fails with ENOENT and stops develop
 * (docs/stack-notes.md#static-files-in-develop).
 * Returns whether the file was written.
 */
export async function writeWhenChanged(target: string, data: Buffer | string): Promise<boolean> {
  const content = typeof data === 'string' ? Buffer.from(data) : data
  if (await sameContent(target, content)) return false
  const draft = path.join(tmpdir(), `static-${randomUUID()}${path.extname(target)}`)
  await writeFile(draft, content)
  try {
    await rename(draft, target)
  } catch (error) {
    // Another file system (a RAM-backed /tmp): a plain write, whole enough for a watcher.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await writeFile(target, content)
  } finally {
    await rm(draft, { force: true })
  }
  return true
}
