import type { RunMetrics } from './lighthouse'
import type { PageResult, TargetKind } from './results'
import { medianMetrics, mergedShortfalls } from './results'

/** A Lighthouse run with plausible defaults; tests override what they look at. */
export function fakeRun(overrides: Partial<RunMetrics> = {}): RunMetrics {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 500,
    lcpMs: 800,
    tbtMs: 50,
    cls: 0,
    requests: 5,
    transferBytes: {
      document: 4096,
      script: 65536,
      stylesheet: 0,
      font: 0,
      image: 0,
      total: 69632,
    },
    jsParsedBytes: 200 * 1024,
    scripts: [],
    shortfalls: { performance: {}, accessibility: {}, 'best-practices': {}, seo: {} },
    lcpElement: null,
    environment: { lighthouseVersion: '12.8.2', userAgent: 'test', benchmarkIndex: 2500 },
    ...overrides,
  }
}

/** A measured target whose every run is `run`: its medians are the run's figures. */
export function fakeResult(
  id: string,
  kind: TargetKind,
  run: Partial<RunMetrics> = {},
): PageResult {
  const runs = [fakeRun(run)]
  return {
    id,
    kind,
    path: '/',
    url: `http://127.0.0.1:9400/`,
    runs,
    median: medianMetrics(runs),
    shortfalls: mergedShortfalls(runs),
    build: null,
  }
}
