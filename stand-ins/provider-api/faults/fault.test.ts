/** @jest-environment node */
import { parseFault } from './fault'

describe('parseFault', () => {
  it.each([
    ['delay=12000', { delayMs: 12_000, outcome: null }],
    ['status=401', { delayMs: 0, outcome: { kind: 'status', status: 401, body: 'json' } }],
    ['status=500', { delayMs: 0, outcome: { kind: 'status', status: 500, body: 'html' } }],
    [
      'status=503; body=json',
      { delayMs: 0, outcome: { kind: 'status', status: 503, body: 'json' } },
    ],
    ['html', { delayMs: 0, outcome: { kind: 'status', status: 200, body: 'html' } }],
    ['html; status=502', { delayMs: 0, outcome: { kind: 'status', status: 502, body: 'html' } }],
    ['malformed', { delayMs: 0, outcome: { kind: 'malformed' } }],
    ['missing-token', { delayMs: 0, outcome: { kind: 'missing-token' } }],
    ['drop', { delayMs: 0, outcome: { kind: 'drop' } }],
    ['hang', { delayMs: 0, outcome: { kind: 'hang' } }],
    [
      ' delay = 300 ;status=500; ',
      { delayMs: 300, outcome: { kind: 'status', status: 500, body: 'html' } },
    ],
    ['delay=50; drop', { delayMs: 50, outcome: { kind: 'drop' } }],
  ])('reads %j', (spec, fault) => {
    expect(parseFault(spec)).toEqual(fault)
  })

  it.each([
    ['', 'no fault given'],
    ['explode', 'unknown fault "explode"'],
    ['drop=1', 'unknown fault "drop=1"'],
    ['delay=soon', 'delay must be 0 to 600000 ms'],
    ['delay=600001', 'delay must be 0 to 600000 ms'],
    ['status=99', 'status must be 200 to 599'],
    ['status=404.5', 'status must be 200 to 599'],
    ['status=500; body=xml', 'body must be json or html'],
    ['drop; hang', 'drop cannot be combined with others'],
    ['status=500; malformed', 'malformed cannot be combined with others'],
    ['drop; body=html', 'body does not apply to drop'],
    ['delay=1; delay=2', 'delay given twice'],
  ])('refuses %j: %s', (spec, problem) => {
    expect(parseFault(spec)).toBe(problem)
  })
})
