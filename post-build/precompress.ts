import { availableParallelism } from 'node:os'
import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { mapWithConcurrency } from './map-with-concurrency'
import { walkFiles } from './walk-files'

/** Text formats worth compressing; images, fonts and video are compressed already. */
const precompressedExtensions = [
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
]

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this, the bytes saved do not pay for the extra file and lookup. */
export const minimumSize = 1024

export interface PrecompressResult {
  /** Files of a precompressed type above the minimum size. */
  candidates: number
  brotliFiles: number
  gzipFiles: number
  originalBytes: number
  brotliBytes: number
  gzipBytes: number
}

type Coding = 'br' | 'gz'

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text file of the build, once, so the
 * server never spends maximum effort per request. zlib's async API runs in libuv's thread pool;
 * `concurrency` files at a time keep two cores busy without queueing the whole build in memory.
 */
export async function precompressDirectory(
  publicDir: string,
  concurrency = Math.max(2, availableParallelism()),
): Promise<PrecompressResult> {
  const files: string[] = []
  for await (const relativePath of walkFiles(publicDir)) {
    if (isPrecompressible(relativePath)) files.push(path.join(publicDir, relativePath))
  }
  const outcomes = await mapWithConcurrency(files, concurrency, precompressFile)
  const result: PrecompressResult = {
    candidates: 0,
    brotliFiles: 0,
    gzipFiles: 0,
    originalBytes: 0,
    brotliBytes: 0,
    gzipBytes: 0,
  }
  for (const outcome of outcomes) {
    if (outcome === null) continue
    result.candidates += 1
    result.originalBytes += outcome.size
    result.brotliFiles += outcome.br === null ? 0 : 1
    result.gzipFiles += outcome.gz === null ? 0 : 1
    // A coding not written is served as the original: count that size.
    result.brotliBytes += outcome.br ?? outcome.size
    result.gzipBytes += outcome.gz ?? outcome.size
  }
  return result
}

function isPrecompressible(relativePath: string): boolean {
  const extension = path.extname(relativePath).toLowerCase()
  const isHidden = relativePath.split('/').some((segment) => segment.startsWith('.'))
  return !isHidden && precompressedExtensions.includes(extension)
}

interface FileOutcome {
  size: number
  /** Size written, or null when not worth a sibling. */
  br: number | null
  gz: number | null
}

async function precompressFile(filePath: string): Promise<FileOutcome | null> {
  const { size } = await stat(filePath)
  if (size <= minimumSize) {
    // A sibling from an earlier, larger version of the file would be served instead of it.
    await Promise.all([removeSibling(filePath, 'br'), removeSibling(filePath, 'gz')])
    return null
  }
  const content = await readFile(filePath)
  const [br, gz] = await Promise.all([
    writeIfSmaller(filePath, 'br', content, brotli(content, brotliOptions(content.byteLength))),
    writeIfSmaller(filePath, 'gz', content, gzipAsync(content, { level: 9 })),
  ])
  return { size, br, gz }
}

function brotliOptions(size: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  }
}

async function writeIfSmaller(
  filePath: string,
  coding: Coding,
  original: Buffer,
  compressing: Promise<Buffer>,
): Promise<number | null> {
  const compressed = await compressing
  if (compressed.byteLength >= original.byteLength) {
    await removeSibling(filePath, coding)
    return null
  }
  await writeFile(`${filePath}.${coding}`, compressed)
  return compressed.byteLength
}

async function removeSibling(filePath: string, coding: Coding): Promise<void> {
  await rm(`${filePath}.${coding}`, { force: true })
}

export function describePrecompression(result: PrecompressResult, milliseconds: number): string {
  const share = (bytes: number) =>
    result.originalBytes === 0 ? '' : ` (${Math.round((100 * bytes) / result.originalBytes)} %)`
  return (
    `Precompressed ${result.candidates} files in ${(milliseconds / 1000).toFixed(1)} s: ` +
    `${result.brotliFiles} .br, ${result.gzipFiles} .gz; ${formatBytes(result.originalBytes)} → ` +
    `br ${formatBytes(result.brotliBytes)}${share(result.brotliBytes)}, ` +
    `gzip ${formatBytes(result.gzipBytes)}${share(result.gzipBytes)}`
  )
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`
}
