import type { RunMetrics } from './lighthouse'
import { pageResult, type PageResult, type TargetKind } from './results'

/** A Lighthouse run with plausible defaults; tests override what they look at. */
export function fakeRun(overrides: Partial<RunMetrics> = {}): RunMetrics {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 500,
    lcpMs: 800,
    tbtMs: 50,
    cls: 0,
    jsTransferredBytes: 64 * 1024,
    jsParsedBytes: 200 * 1024,
    scripts: [],
    shortfalls: {},
    lcpElement: null,
    environment: { lighthouseVersion: '13.5.0', userAgent: 'test', benchmarkIndex: 2500 },
    ...overrides,
  }
}

/** A measured target whose every run is `run`: its medians are the run's figures. */
export function fakeResult(
  id: string,
  kind: TargetKind,
  run: Partial<RunMetrics> = {},
): PageResult {
  return pageResult(id, kind, 'http://127.0.0.1:9600/', [fakeRun(run)])
}
