/** The parts of a Sentry DSN (`https://<public key>@<host>[/<path>]/<project id>`) the tunnel uses. */
export interface SentryDsn {
  /** `https:` or `http:` (a local fake ingest in tests). */
  protocol: string
  /** Host name and port, as in a URL: `o1.ingest.sentry.io`, `127.0.0.1:9411`. */
  host: string
  /** Path before the project id, for self-hosted Sentry under a path; usually empty. */
  pathPrefix: string
  projectId: string
}

/** Null for anything that is not a DSN, as @sentry/core's `makeDsn` rejects it. */
export function parseSentryDsn(dsn: string): SentryDsn | null {
  if (!URL.canParse(dsn)) return null
  const url = new URL(dsn)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username === '' || url.search !== '' || url.hash !== '') return null
  const segments = url.pathname.split('/')
  const projectId = segments.pop() ?? ''
  if (!/^\d+$/.test(projectId)) return null
  return { protocol: url.protocol, host: url.host, pathPrefix: segments.join('/'), projectId }
}

/** Where envelopes for the project go; from our configuration only, never from a request. */
export function envelopeEndpoint(dsn: SentryDsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`
}

/** The tunnel's allow-list: same ingest host and same project (the public key may be rotated). */
export function isSameProject(a: SentryDsn, b: SentryDsn): boolean {
  return a.host === b.host && a.projectId === b.projectId
}
