/** The part of Sentry's replay integration this module drives. */
export interface ReplayControl {
  stop(options?: { flush?: boolean }): Promise<void>
  startBuffering(): void
}

export interface ConsentedReplayOptions {
  /** Fetches the replay chunk, adds its integrations to the SDK and returns the replay integration. */
  load: () => Promise<ReplayControl>
  hasConsent: () => boolean
  /** Calls the listener whenever consent may have changed; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
  /** Runs the callback when the browser is idle: replay is the heaviest part of error reporting. */
  whenIdle: (callback: () => void) => void
}

/**
 * Session replay only with the visitor's consent (error reporting without replay runs on legitimate
 * interest and does not wait for it). Without consent the replay chunk is never fetched; given, it
 * is fetched when the browser is idle; withdrawn, recording stops at once and the segment not yet
 * sent is dropped (`flush: false`). Given again on the same page view, replay buffers for errors
 * only: the 10 % session sample was drawn once, when the integration was added.
 */
export function replayWithConsent({
  load,
  hasConsent,
  subscribe,
  whenIdle,
}: ConsentedReplayOptions): () => void {
  let replay: ReplayControl | null = null
  let recording = false
  let loading = false

  const fetchReplay = () => {
    loading = true
    whenIdle(() => {
      if (!recording) {
        loading = false
        return
      }
      load()
        .then((loaded) => {
          replay = loaded
          // Withdrawn while the chunk was on its way.
          if (!recording) void loaded.stop({ flush: false })
        })
        .catch(() => {
          // A chunk that fails to load (offline, blocked) leaves error reporting running, replay off.
          recording = false
        })
        .finally(() => {
          loading = false
        })
    })
  }

  const follow = () => {
    const wanted = hasConsent()
    if (wanted === recording) return
    recording = wanted
    if (!wanted) void replay?.stop({ flush: false })
    else if (replay) replay.startBuffering()
    else if (!loading) fetchReplay()
  }

  const unsubscribe = subscribe(follow)
  follow()
  return unsubscribe
}
