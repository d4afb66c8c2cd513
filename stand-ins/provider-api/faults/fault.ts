import { hostileKinds, type HostileKind } from './hostile'

/** What the provider does instead of answering normally. */
export type FaultOutcome =
  /** A forced status with a DRF `{"detail"}` body or an HTML page. */
  | { kind: 'status'; status: number; body: 'json' | 'html' }
  /** 200 with a JSON content type and a truncated body. */
  | { kind: 'malformed' }
  /** 200 with sign-in data lacking `access_token`. */
  | { kind: 'missing-token' }
  /** The socket is destroyed without an answer. */
  | { kind: 'drop' }
  /** No answer until the client gives up or the provider stops. */
  | { kind: 'hang' }
  /** An answer meant to act on the site's origin (hostile.ts). */
  | { kind: 'hostile'; hostile: HostileKind }

export interface Fault {
  /** Waited before the outcome, or before the normal answer when there is none. */
  delayMs: number
  outcome: FaultOutcome | null
}

export const maxDelayMs = 600_000

const soleOutcomes = ['malformed', 'missing-token', 'drop', 'hang'] as const

/**
 * Parses the fault syntax shared by the X-Provider-Fault header and POST /__faults: parts joined
 * by `;`, each a bare name or `name=value`.
 *
 *   delay=12000            wait 12 s, then answer normally
 *   status=500             forced status; JSON `{"detail"}` below 500, an HTML page from 500
 *   status=503; body=json  …with the body kind chosen (json | html)
 *   html                   an HTML page with 200 (or with `status=N`)
 *   malformed | missing-token | drop | hang
 *   hostile=page           an answer made to act on the site's origin (hostile.ts lists the kinds)
 *
 * A delay combines with any other part; only one outcome is allowed. Returns the problem as a
 * string so both callers can answer 400 with it.
 */
export function parseFault(spec: string): Fault | string {
  let delayMs = 0
  let status: number | undefined
  let body: 'json' | 'html' | undefined
  const outcomes: string[] = []
  let hostile: HostileKind | undefined
  const seen = new Set<string>()

  const parts = spec
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length === 0) return 'no fault given'
  for (const part of parts) {
    const separator = part.indexOf('=')
    const name = (separator === -1 ? part : part.slice(0, separator)).trim()
    const value = separator === -1 ? undefined : part.slice(separator + 1).trim()
    if (seen.has(name)) return `${name} given twice`
    seen.add(name)
    if (name === 'delay') {
      const ms = wholeNumber(value)
      if (ms === undefined || ms > maxDelayMs) return `delay must be 0 to ${maxDelayMs} ms`
      delayMs = ms
    } else if (name === 'status') {
      const code = wholeNumber(value)
      if (code === undefined || code < 200 || code > 599) return 'status must be 200 to 599'
      status = code
      outcomes.push('status')
    } else if (name === 'body') {
      if (value !== 'json' && value !== 'html') return 'body must be json or html'
      body = value
    } else if (name === 'html' && value === undefined) {
      body = 'html'
      outcomes.push('html')
    } else if (name === 'hostile') {
      if (!isHostileKind(value)) return `hostile must be one of ${hostileKinds.join(', ')}`
      hostile = value
      outcomes.push(name)
    } else if (isSoleOutcome(name) && value === undefined) {
      outcomes.push(name)
    } else {
      return `unknown fault "${part}"`
    }
  }

  if (hostile) {
    if (outcomes.length > 1 || body) return 'hostile cannot be combined with others'
    return { delayMs, outcome: { kind: 'hostile', hostile } }
  }
  const soleOutcome = outcomes.find(isSoleOutcome)
  if (soleOutcome) {
    if (outcomes.length > 1) return `${soleOutcome} cannot be combined with others`
    if (body) return `body does not apply to ${soleOutcome}`
    return { delayMs, outcome: { kind: soleOutcome } }
  }
  if (status === undefined && body === undefined) return { delayMs, outcome: null }
  const code = status ?? 200
  return {
    delayMs,
    outcome: { kind: 'status', status: code, body: body ?? (code >= 500 ? 'html' : 'json') },
  }
}

function isSoleOutcome(name: string): name is (typeof soleOutcomes)[number] {
  return (soleOutcomes as readonly string[]).includes(name)
}

function isHostileKind(value: string | undefined): value is HostileKind {
  return (hostileKinds as readonly (string | undefined)[]).includes(value)
}

function wholeNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined
  return Number(value)
}
