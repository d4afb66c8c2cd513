import type { Fault } from './fault'

/** A fault armed for the next `remaining` calls of a method and path (`*` matches any). */
export interface ArmedFault {
  method: string
  path: string
  /** As given, for listings and logs. */
  fault: string
  remaining: number
}

export interface QueuedFault extends ArmedFault {
  parsed: Fault
}

export interface FaultQueue {
  arm(fault: QueuedFault): void
  /** The first armed fault matching the call, counted down; null when none. */
  take(method: string, path: string): { fault: string; parsed: Fault } | null
  list(): ArmedFault[]
  clear(): void
}

/** Faults armed per test through /__faults; first armed, first used. */
export function createFaultQueue(): FaultQueue {
  let armed: QueuedFault[] = []
  const matches = (pattern: string, value: string) => pattern === '*' || pattern === value
  return {
    arm(fault) {
      armed.push({ ...fault })
    },
    take(method, path) {
      const found = armed.find(
        (candidate) => matches(candidate.method, method) && matches(candidate.path, path),
      )
      if (!found) return null
      found.remaining -= 1
      if (found.remaining === 0) armed = armed.filter((candidate) => candidate !== found)
      return { fault: found.fault, parsed: found.parsed }
    },
    list: () =>
      armed.map(({ method, path, fault, remaining }) => ({ method, path, fault, remaining })),
    clear() {
      armed = []
    },
  }
}
