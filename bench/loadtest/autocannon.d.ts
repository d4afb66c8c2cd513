// autocannon ships no types and @types/autocannon is not a dependency: the subset we use.
declare module 'autocannon' {
  export interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    /** Seconds before a request counts as timed out. */
    timeout?: number
    headers?: Record<string, string>
  }

  export interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
    total: number
  }

  export interface Result {
    url: string
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
    /** Milliseconds. */
    latency: Histogram
    /** Per second; `total` is every completed request. */
    requests: Histogram
    /** Bytes per second. */
    throughput: Histogram
  }

  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
