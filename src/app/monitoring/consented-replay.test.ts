import { replayWithConsent, type ReplayControl } from './consented-replay'

/** A consent switch, an idle queue run by hand and a stub replay chunk. */
function setUp(initiallyConsented: boolean, loadResult?: () => Promise<ReplayControl>) {
  let consented = initiallyConsented
  const listeners = new Set<() => void>()
  const idle: (() => void)[] = []
  const replay = {
    stop: jest.fn(() => Promise.resolve()),
    startBuffering: jest.fn(),
  }
  const load = jest.fn(() => (loadResult ? loadResult() : Promise.resolve(replay)))
  replayWithConsent({
    load,
    hasConsent: () => consented,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    whenIdle: (callback) => idle.push(callback),
  })
  return {
    load,
    replay,
    setConsent(value: boolean) {
      consented = value
      for (const listener of listeners) listener()
    },
    async runIdle() {
      for (const callback of idle.splice(0)) callback()
      await flush()
    },
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

it('never fetches replay without consent', async () => {
  const { load, runIdle } = setUp(false)
  await runIdle()
  expect(load).not.toHaveBeenCalled()
})

it('fetches replay when the browser is idle once consent is there', async () => {
  const { load, runIdle } = setUp(true)
  expect(load).not.toHaveBeenCalled()
  await runIdle()
  expect(load).toHaveBeenCalledTimes(1)
})

it('fetches replay when consent arrives later', async () => {
  const { load, runIdle, setConsent } = setUp(false)
  setConsent(true)
  await runIdle()
  expect(load).toHaveBeenCalledTimes(1)
})

it('stops recording at once, sending nothing more, when consent is withdrawn', async () => {
  const { replay, runIdle, setConsent } = setUp(true)
  await runIdle()
  setConsent(false)
  expect(replay.stop).toHaveBeenCalledWith({ flush: false })
})

it('fetches nothing when consent is withdrawn before the browser was idle', async () => {
  const { load, runIdle, setConsent } = setUp(true)
  setConsent(false)
  await runIdle()
  expect(load).not.toHaveBeenCalled()
})

it('stops a replay whose chunk arrived after the withdrawal', async () => {
  let resolve: (replay: ReplayControl) => void = () => undefined
  const pending = new Promise<ReplayControl>((done) => (resolve = done))
  const { replay, runIdle, setConsent } = setUp(true, () => pending)
  await runIdle()
  setConsent(false)
  resolve(replay)
  await flush()
  expect(replay.stop).toHaveBeenCalledWith({ flush: false })
})

it('buffers for errors again when consent is given again, without a second fetch', async () => {
  const { load, replay, runIdle, setConsent } = setUp(true)
  await runIdle()
  setConsent(false)
  setConsent(true)
  expect(replay.startBuffering).toHaveBeenCalledTimes(1)
  expect(load).toHaveBeenCalledTimes(1)
})

it('ignores repeated notifications that change nothing', async () => {
  const { replay, runIdle, setConsent } = setUp(true)
  await runIdle()
  setConsent(true)
  setConsent(false)
  setConsent(false)
  expect(replay.stop).toHaveBeenCalledTimes(1)
  expect(replay.startBuffering).not.toHaveBeenCalled()
})

it('leaves error reporting alone when the replay chunk cannot be fetched', async () => {
  const { load, runIdle } = setUp(true, () => Promise.reject(new Error('ChunkLoadError')))
  await expect(runIdle()).resolves.toBeUndefined()
  expect(load).toHaveBeenCalledTimes(1)
})
