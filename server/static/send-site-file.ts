import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'

import type { FastifyReply, FastifyRequest } from 'fastify'

import { isNotModified, weakEtag } from './conditional-request'
import { contentTypeFor, isCompressible } from './content-types'
import { chooseRepresentation, type Representation } from './precompressed'
import type { SiteFile } from './site-files'

export interface SendOptions {
  status: 200 | 404
  cacheControl: string
  /** A page's own policy, with the hashes of its inline scripts. */
  contentSecurityPolicy?: string
}

/**
 * Files up to this size are read whole: one read beats a stream for pages and bundles, and a buffer
 * lets @fastify/compress skip bodies below its threshold.
 */
const readWholeUpTo = 1024 * 1024

/** Sends a file of the build the way the CDN does: validators, 304s, precompressed siblings. */
export async function sendSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: SiteFile,
  { status, cacheControl, contentSecurityPolicy }: SendOptions,
): Promise<FastifyReply> {
  const contentType = contentTypeFor(file.relativePath)
  const compressible = isCompressible(contentType)
  reply.code(status).header('content-type', contentType).header('cache-control', cacheControl)
  if (contentSecurityPolicy) reply.header('content-security-policy', contentSecurityPolicy)
  // Lower case: @fastify/compress looks for exactly this token before adding its own.
  if (compressible) reply.header('vary', 'accept-encoding')

  // Validators only for the resource itself: a 404 page must not turn into a 304.
  if (status === 200) {
    const etag = weakEtag(file.stats)
    reply.header('etag', etag).header('last-modified', file.stats.mtime.toUTCString())
    if (isNotModified(request.headers, etag, file.stats.mtime)) return reply.code(304).send()
  }

  const representation: Representation = compressible
    ? await chooseRepresentation(file, request.headers['accept-encoding'])
    : { absolutePath: file.absolutePath, size: file.stats.size }
  if (representation.coding) reply.header('content-encoding', representation.coding)
  if (request.method === 'HEAD') {
    return reply.header('content-length', representation.size).send()
  }
  if (representation.size <= readWholeUpTo) {
    return reply.send(await readFile(representation.absolutePath))
  }
  reply.header('content-length', representation.size)
  return reply.send(createReadStream(representation.absolutePath))
}
